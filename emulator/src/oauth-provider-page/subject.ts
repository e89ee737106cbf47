import { createHash } from 'node:crypto';

/**
 * The emulated provider's subject for an email typed on its sign-in page:
 * stable per provider and email, so signing in twice with the same address is
 * the same account at the provider (and matches the same registration).
 * Shared by the consumer `oauth` product and the B2B product.
 */
export function subjectFor(provider: string, email: string): string {
  return `${provider}-${createHash('sha256').update(`${provider}\n${email.toLowerCase()}`).digest('hex').slice(0, 24)}`;
}
