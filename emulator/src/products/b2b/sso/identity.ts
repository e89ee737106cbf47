import type { Profile } from '@node-saml/node-saml';
import { z } from 'zod';
import { emailSchema } from '../../../validation';
import { SsoErrors } from './errors';
import type { SsoIdentity } from './records';

/**
 * An identity provider's answer → the person it vouches for
 * (docs/architecture.md, "SSO"). `attribute_mapping` names the attribute
 * (SAML) or claim (OIDC) each field is read from: `email`, `first_name`,
 * `last_name`, `groups`; unmapped fields use the common names. A SAML
 * assertion without an email attribute falls back to its NameID when that is
 * an address.
 */

const SAML_DEFAULTS = { email: 'email', first_name: 'first_name', last_name: 'last_name', groups: 'groups' } as const;
const OIDC_DEFAULTS = { email: 'email', first_name: 'given_name', last_name: 'family_name', groups: 'groups' } as const;

type Field = keyof typeof SAML_DEFAULTS;

/** node-saml's attributes: name → value or values (typed loosely by node-saml). */
const attributesSchema = z.record(z.string(), z.unknown());

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function reader(source: Record<string, unknown>, mapping: Readonly<Record<string, string>>, defaults: Record<Field, string>) {
  return (field: Field): string[] => strings(source[mapping[field] ?? defaults[field]]);
}

function checkedEmail(candidates: string[]): string {
  for (const candidate of candidates) {
    const parsed = emailSchema.safeParse(candidate.trim());
    if (parsed.success) return parsed.data.toLowerCase();
  }
  throw SsoErrors.missingEmail();
}

export function samlIdentity(profile: Profile, mapping: Readonly<Record<string, string>>): SsoIdentity {
  const attributes = attributesSchema.parse(profile.attributes ?? {});
  const read = reader(attributes, mapping, SAML_DEFAULTS);
  return {
    email: checkedEmail([...read('email'), profile.nameID]),
    externalId: profile.nameID,
    firstName: read('first_name')[0] ?? '',
    lastName: read('last_name')[0] ?? '',
    groups: read('groups'),
    attributes,
  };
}

export function oidcIdentity(claims: Record<string, unknown>, mapping: Readonly<Record<string, string>>): SsoIdentity {
  const read = reader(claims, mapping, OIDC_DEFAULTS);
  // An address the identity provider itself says it has not verified proves nothing.
  if (claims.email_verified === false) throw SsoErrors.oidcCallbackInvalid('the identity provider has not verified the email address');
  const { nonce: _nonce, at_hash: _atHash, c_hash: _cHash, ...attributes } = claims;
  return {
    email: checkedEmail(read('email')),
    externalId: typeof claims.sub === 'string' ? claims.sub : '',
    firstName: read('first_name')[0] ?? '',
    lastName: read('last_name')[0] ?? '',
    groups: read('groups'),
    attributes,
  };
}
