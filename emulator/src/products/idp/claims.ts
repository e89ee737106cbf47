import type { ReadonlyUser } from '../../kernel';

/**
 * The user's claims a token's scopes release (OpenID Connect Core §5.4),
 * for the ID token and userinfo alike: `email` → `email`, `email_verified`;
 * `profile` → `name`, `given_name`, `family_name`; `phone` → `phone_number`,
 * `phone_number_verified`. Nothing outside the granted scopes, and no claim
 * the user has no value for. The address given is the first verified one,
 * else the first.
 */

export const SUPPORTED_CLAIMS = [
  'sub',
  'iss',
  'aud',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'email',
  'email_verified',
  'name',
  'given_name',
  'family_name',
  'phone_number',
  'phone_number_verified',
] as const;

function pick<T extends { readonly verified: boolean }>(entries: readonly T[]): T | undefined {
  return entries.find((entry) => entry.verified) ?? entries[0];
}

export function scopedClaims(user: ReadonlyUser, scopes: readonly string[]): Record<string, string | boolean> {
  const claims: Record<string, string | boolean> = {};
  if (scopes.includes('email')) {
    const email = pick(user.emails);
    if (email) Object.assign(claims, { email: email.email, email_verified: email.verified });
  }
  if (scopes.includes('profile')) {
    const { first_name: given, middle_name: middle, last_name: family } = user.name;
    const full = [given, middle, family].filter(Boolean).join(' ');
    if (full) claims.name = full;
    if (given) claims.given_name = given;
    if (family) claims.family_name = family;
  }
  if (scopes.includes('phone')) {
    const phone = pick(user.phone_numbers);
    if (phone) Object.assign(claims, { phone_number: phone.phone_number, phone_number_verified: phone.verified });
  }
  return claims;
}
