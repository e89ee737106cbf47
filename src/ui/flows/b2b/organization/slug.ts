/**
 * The organization's slug in the page address, by the project's `slugPattern`
 * (bootstrap `slug_pattern`, a URL with `{{slug}}` once: in the host, e.g.
 * `https://{{slug}}.app.example`, or in the path, e.g.
 * `https://app.example/org/{{slug}}`). Pure: the Organization flow's first
 * screen (docs/architecture.md, "B2B widget") reads the page's address and
 * the bootstrap, and the tests give both.
 */

/** The characters a slug may have (discovery/rules.ts `isValidSlug`: letters, digits, `- . _ ~`). */
const SLUG = '([A-Za-z0-9._~-]+)';
/** In a host the slug is one DNS label: letters, digits and hyphens (no dot: `a.b.app.example` is no slug's). */
const HOST_SLUG = '([A-Za-z0-9-]+)';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The slug `href` carries where `pattern` has `{{slug}}`; null when the pattern has none, or the
 * address does not match it (another host, another path). The scheme and port are not compared
 * (a page served over https for an http pattern still names its organization); the match is on
 * the host and the path, and the path may go on after the slug (`/org/acme/login`).
 */
export function slugFromUrl(pattern: string | null, href: string): string | null {
  if (pattern === null || pattern.split('{{slug}}').length !== 2) return null;
  const parts = hostAndPath(pattern.replace('{{slug}}', 'slugplaceholder'));
  const page = hostAndPath(href);
  if (parts === null || page === null) return null;
  const inHost = parts.host.includes('slugplaceholder');
  const template = inHost ? parts.host : parts.path.replace(/\/+$/, '');
  const [before = '', after = ''] = template.split('slugplaceholder');
  if (inHost) {
    const match = new RegExp(`^${escapeRegExp(before)}${HOST_SLUG}${escapeRegExp(after)}$`, 'i').exec(page.host);
    return match?.[1] ?? null;
  }
  if (page.host !== parts.host) return null;
  const match = new RegExp(`^${escapeRegExp(before)}${SLUG}${escapeRegExp(after)}(?:/.*)?$`).exec(page.path);
  const slug = match?.[1];
  return slug === undefined ? null : decodeURIComponent(slug);
}

/** The host (lower case, without port) and path of a URL; null for one that does not parse. */
function hostAndPath(url: string): { host: string; path: string } | null {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname.toLowerCase(), path: parsed.pathname };
  } catch {
    return null;
  }
}
