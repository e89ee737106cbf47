import { defineCollection } from '../../store/collection';

/** A pending impersonation token, keyed by its digest. */
export interface ImpersonationRecord {
  tokenDigest: string;
  userId: string;
  impersonatorId: string;
  impersonatorEmail: string;
  expiresAt: string;
}

export const IMPERSONATION_TOKENS = defineCollection<ImpersonationRecord>()({
  name: 'impersonation_tokens',
  key: (token) => token.tokenDigest,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (token) => token.userId },
});
