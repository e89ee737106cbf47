/**
 * 'Open Gmail / Yahoo / Outlook' links on EmailConfirmation (docs/behaviour.md §2.2).
 * When the sender's domain is known, the webmail search is narrowed to mail
 * from that domain so the user lands on the magic-link email.
 */

export type InboxProvider = 'gmail' | 'yahoo' | 'outlook';

export interface InboxLink {
  provider: InboxProvider;
  href: string;
}

export const INBOX_PROVIDERS: readonly InboxProvider[] = ['gmail', 'yahoo', 'outlook'];

/** A bare host name: labels of letters, digits and hyphens, at least one dot. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * Normalises a sender domain: trims, drops a leading '@', lower-cases.
 * Anything that is not a plain host name is treated as unknown, so it can
 * never inject into the generated URLs.
 */
export function normalizeDomain(domain: string | undefined | null): string | undefined {
  if (typeof domain !== 'string') return undefined;
  const cleaned = domain.trim().replace(/^@/, '').toLowerCase();
  return DOMAIN.test(cleaned) ? cleaned : undefined;
}

/**
 * The sender domain: the configured `domainHint` when set, otherwise the
 * bootstrap's `emailDomains` when it lists exactly one domain; otherwise
 * unknown (several domains would make the search wrong half the time).
 */
export function senderDomain(
  domainHint: string | undefined | null,
  bootstrapEmailDomains: readonly string[] | undefined | null,
): string | undefined {
  const hint = normalizeDomain(domainHint);
  if (hint !== undefined) return hint;
  if (bootstrapEmailDomains?.length === 1) return normalizeDomain(bootstrapEmailDomains[0]);
  return undefined;
}

/** Gmail: search `from:@domain in:anywhere` (spam and archives included). */
export function gmailUrl(domain?: string): string {
  const d = normalizeDomain(domain);
  return d === undefined
    ? 'https://mail.google.com/mail/u/0/'
    : `https://mail.google.com/mail/u/0/#search/from%3A%40${d}+in%3Aanywhere`;
}

/** Yahoo: the search keyword is URL-encoded twice (`from%253A`), as Yahoo's router expects. */
export function yahooUrl(domain?: string): string {
  const d = normalizeDomain(domain);
  return d === undefined ? 'https://mail.yahoo.com/' : `https://mail.yahoo.com/d/search/keyword=from%253A${d}`;
}

/**
 * Outlook: the inbox. Outlook on the web has no stable deep link for a search,
 * so the domain is not used (a broken search page would be worse than the
 * inbox).
 */
export function outlookUrl(_domain?: string): string {
  return 'https://outlook.live.com/mail/0/inbox';
}

/** The three links in display order. */
export function inboxLinks(domain?: string): InboxLink[] {
  return [
    { provider: 'gmail', href: gmailUrl(domain) },
    { provider: 'yahoo', href: yahooUrl(domain) },
    { provider: 'outlook', href: outlookUrl(domain) },
  ];
}
