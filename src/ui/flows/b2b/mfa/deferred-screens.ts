/**
 * The MFA screens, in one chunk (docs/architecture.md, "Chunks"): none is on a first paint (the
 * flow opens on the `mfa/required` handoff), so the flow's own chunk, which every B2B login mount
 * loads, holds only its reducer, effects and texts. The QR library comes with the TOTP enrolment
 * screen, here.
 */
export { MfaEnrollSelectScreen } from './enroll-select-screen';
export { MfaSmsEnrollScreen } from './sms-enroll-screen';
export { MfaSmsEntryScreen } from './sms-entry-screen';
export { MfaTotpEnrollScreen } from './totp-enroll-screen';
export { MfaTotpEntryScreen } from './totp-entry-screen';
export { MfaRecoveryCodesSaveScreen } from './recovery-codes-save-screen';
export { MfaRecoveryCodeEntryScreen } from './recovery-code-entry-screen';
export { MfaSessionExpiredScreen } from './session-expired-screen';
