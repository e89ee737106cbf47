import { createHash } from 'node:crypto';
import { z } from 'zod';
import { emailSchema } from '../../validation';

/**
 * A test identity the emulated identity provider asserts: what its login page
 * asks for (docs/testing.md, "Testing SSO without an identity provider").
 */
export interface TestIdentity {
  email: string;
  first_name: string;
  last_name: string;
  groups: string[];
}

/** The page's fields, as posted (groups comma-separated); also the dev API's queued identity. */
export const identityFieldsSchema = z.object({
  email: z.string().trim().pipe(emailSchema),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  groups: z.string().max(1000).default(''),
});

export function identityOf(fields: z.output<typeof identityFieldsSchema>): TestIdentity {
  return {
    email: fields.email.toLowerCase(),
    first_name: fields.first_name,
    last_name: fields.last_name,
    groups: splitGroups(fields.groups),
  };
}

/** "a, b,,c " → ["a", "b", "c"]: blanks dropped, duplicates kept once. */
export function splitGroups(text: string): string[] {
  return [...new Set(text.split(',').map((group) => group.trim()).filter((group) => group !== ''))];
}

/** What the page offers when nothing is queued. */
export const DEFAULT_IDENTITY: TestIdentity = {
  email: 'sso.user@example.com',
  first_name: 'Sam',
  last_name: 'Sso',
  groups: [],
};

/**
 * The OpenID `sub` of an email: stable for the same address on every emulator
 * (a digest, so the address is not repeated in the subject), so a host's
 * account link survives a reset.
 */
export function subjectOf(email: string): string {
  return `emulated-idp-${createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex').slice(0, 32)}`;
}

export function fullName(identity: TestIdentity): string {
  return [identity.first_name, identity.last_name].filter((part) => part !== '').join(' ');
}
