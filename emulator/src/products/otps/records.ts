import { defineCollection } from '../../store/collection';

export type OtpChannel = 'email' | 'sms' | 'whatsapp';

/** One pending passcode per method (email id / phone id); a new send replaces it. Only the code's digest is kept. */
export interface OtpRecord {
  methodId: string;
  userId: string;
  channel: OtpChannel;
  codeDigest: string;
  expiresAt: string;
  failedAttempts: number;
  locked: boolean;
  /**
   * A secondary send to an address the user does not hold yet: the address
   * joins the account (under `methodId`) only when this code is
   * authenticated, and routes no sign-in before (docs/security.md). Absent
   * for an address already on the account.
   */
  pendingAddress?: string;
}

export const OTPS = defineCollection<OtpRecord>()({
  name: 'otps',
  key: (otp) => otp.methodId,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (otp) => otp.userId },
  factorOf: (otp) => otp.methodId,
});
