import { defineCollection } from '../../store/collection';

/** A pending magic link, keyed by its token's digest (the token itself is never stored). */
export interface MagicLinkRecord {
  tokenDigest: string;
  userId: string;
  emailId: string;
  kind: 'login' | 'signup';
  expiresAt: string;
  /** PKCE S256 challenge sent with the request, if any. */
  codeChallenge: string | null;
}

export const MAGIC_LINKS = defineCollection<MagicLinkRecord>()({
  name: 'magic_links',
  key: (link) => link.tokenDigest,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (link) => link.userId },
  factorOf: (link) => link.emailId,
});
