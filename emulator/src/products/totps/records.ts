import { defineCollection } from '../../store/collection';

export interface RecoveryCodeRecord {
  id: string;
  digest: string;
  /** Sealed copy, because `POST /totps/recovery_codes` shows the codes again. */
  sealed: string;
  usedAt: string | null;
}

export interface TotpRecord {
  totpId: string;
  userId: string;
  /** Sealed base32 secret. */
  secretSealed: string;
  verified: boolean;
  createdAt: string;
  /** An unverified TOTP becomes unusable after this instant. */
  expiresAt: string;
  recoveryCodes: RecoveryCodeRecord[];
  /** Last accepted time step, so a code cannot be replayed. */
  lastUsedStep: number | null;
  failedAttempts: number;
  lockedUntil: string | null;
}

export const TOTPS = defineCollection<TotpRecord>()({
  name: 'totps',
  key: (totp) => totp.totpId,
  indexes: { user: (totp) => [totp.userId] },
  onUserDeleted: { deleteOwnedBy: (totp) => totp.userId },
});
