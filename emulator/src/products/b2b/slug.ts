/**
 * Organization slugs, by the provider's rule: 2 to 128 characters, letters,
 * digits and the URL-safe `- . _ ~`. Unique per project, compared without
 * case (records.ts indexes them lower-cased). The project's `slugPattern`
 * says where a host's pages carry a slug; it does not constrain slugs
 * (config.ts).
 */
const SLUG = /^[A-Za-z0-9._~-]{2,128}$/;

export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/**
 * A slug made from a name when a creation names none: lower-cased, runs of
 * other characters turned into `-`, trimmed to 128 (at least 2 characters).
 */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9._~]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 128);
  return slug.length >= 2 ? slug : `${slug || 'org'}-org`;
}

/**
 * The organization name discovery gives a creator who names none: the email
 * domain's first label (`acme` for `ada@acme.com`), or the email's local part
 * for a common mail provider, as the provider documents.
 */
const COMMON_PROVIDERS = new Set(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me']);

export function organizationNameFromEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (COMMON_PROVIDERS.has(domain) || domain.endsWith('.edu')) return `${local}'s Organization`;
  const label = domain.split('.')[0] ?? domain;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
