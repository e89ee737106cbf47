/**
 * EIP-6963 announcements, parsed. The event's detail comes from any extension
 * (or any script on the host page), so everything shown from it is cleaned:
 * the name is plain text, trimmed and capped; the icon is kept only as a
 * `data:image/` URI, so showing it never fetches from a third party.
 */
import { isEip1193Provider, readProperty } from './provider-guards';
import type { Eip1193Provider } from './types';

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

export interface Announcement {
  readonly uuid: string;
  /** Reverse DNS of the wallet (`io.metamask`), lower-cased. */
  readonly rdns: string;
  readonly name: string;
  readonly icon?: string;
  readonly provider: Eip1193Provider;
}

/** Long enough for every real wallet name; short enough for a button. */
export const MAX_NAME_LENGTH = 40;
/** A base64 SVG or PNG logo is a few KB; a multi-megabyte string is not an icon. */
const MAX_ICON_LENGTH = 100_000;
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export function parseAnnouncement(event: Event): Announcement | null {
  const detail = readProperty(event, 'detail');
  const info = readProperty(detail, 'info');
  const provider = readProperty(detail, 'provider');
  if (!isEip1193Provider(provider)) return null;
  const uuid = readProperty(info, 'uuid');
  const rdnsRaw = readProperty(info, 'rdns');
  const name = cleanName(readProperty(info, 'name'));
  if (typeof uuid !== 'string' || uuid === '' || typeof rdnsRaw !== 'string' || name === null) return null;
  const rdns = rdnsRaw.trim().toLowerCase();
  if (rdns.length > 100 || !RDNS.test(rdns)) return null;
  const icon = dataImageUri(readProperty(info, 'icon'));
  return icon === undefined ? { uuid, rdns, name, provider } : { uuid, rdns, name, icon, provider };
}

/**
 * Plain display text: control and format characters (bidi overrides,
 * zero-width joiners) removed, whitespace collapsed, at most MAX_NAME_LENGTH
 * code points. Null when nothing is left. It is rendered as text, never HTML.
 */
export function cleanName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const capped = Array.from(text).slice(0, MAX_NAME_LENGTH).join('').trim();
  return capped === '' ? null : capped;
}

/** The icon when it is an inline image (`data:image/…`), else undefined: a remote URL would tell a third party who visits. */
export function dataImageUri(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_ICON_LENGTH) return undefined;
  return raw.startsWith('data:image/') ? raw : undefined;
}
