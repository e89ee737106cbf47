import type { ImpersonationGrant } from '../../impersonation-tokens';
import { defineCollection } from '../../store/collection';

/** A pending impersonation token, keyed by its digest. */
export interface ImpersonationRecord extends ImpersonationGrant {
  userId: string;
}

export const IMPERSONATION_TOKENS = defineCollection<ImpersonationRecord>()({
  name: 'impersonation_tokens',
  key: (token) => token.tokenDigest,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (token) => token.userId },
});
