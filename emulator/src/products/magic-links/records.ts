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
  /**
   * A secondary send to an address the user does not hold yet: it joins the
   * account (as `emailId`) only when this link is authenticated, and routes
   * no sign-in before (docs/security.md).
   */
  pendingAddress?: string;
}

export const MAGIC_LINKS = defineCollection<MagicLinkRecord>()({
  name: 'magic_links',
  key: (link) => link.tokenDigest,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (link) => link.userId },
  factorOf: (link) => link.emailId,
});
