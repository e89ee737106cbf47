/**
 * Texts of the MFA screens (docs/architecture.md, "B2B widget"). Unmarked texts are the
 * provider's B2B UI wording for the same thing, so its users can switch; `// Portico's wording`
 * marks the ones chosen here.
 */
export const MFA_MESSAGES = {
  // ── Enrolment choice ───────────────────────────────────────────────────
  'b2b.mfa.enrollTitle': 'Set up Multi-Factor Authentication',
  'b2b.mfa.enrollBody': 'Your organization requires an additional form of verification to make your account more secure.',
  'b2b.mfa.methodsLabel': 'Verification methods', // Portico's wording (the list's accessible name)
  'b2b.mfa.method.smsOtp': 'Text me a code',
  'b2b.mfa.method.totp': 'Use an authenticator app',
  'b2b.mfa.goBack': 'Go back',

  // ── SMS ────────────────────────────────────────────────────────────────
  'b2b.mfa.smsEnrollTitle': 'Enter your phone number to set up Multi-Factor Authentication',
  'b2b.mfa.smsTitle': 'Enter passcode',
  'b2b.mfa.smsSentTo': 'A 6-digit passcode was sent to you at {destination}.',
  'b2b.mfa.smsSent': 'A 6-digit passcode was sent to your phone.', // Portico's wording (the number is not known)
  'b2b.mfa.smsSending': 'Sending a passcode to {destination}...', // Portico's wording
  'b2b.mfa.verifying': 'Verifying passcode...',
  'b2b.mfa.resendPrompt': "Didn't get it?", // Portico's wording
  'b2b.mfa.resend': 'Resend code',
  'b2b.mfa.codeResent': 'Code resent', // Portico's wording (toast)
  'b2b.mfa.expiresIn': 'Your code expires in {countdown}.', // Portico's wording (as the consumer passcode screen's)
  'b2b.mfa.expired': 'Your code has expired.',

  // ── TOTP enrolment ─────────────────────────────────────────────────────
  'b2b.mfa.totpEnrollTitle': 'Scan the QR code to link your authenticator app',
  'b2b.mfa.totpEnrollBody':
    'Your organization requires an additional form of verification to make your account more secure. If you don’t have an authenticator app, you’ll need to install one first.',
  'b2b.mfa.qrLabel': 'QR code for your authenticator app', // Portico's wording (the image's accessible name)
  'b2b.mfa.totpPreparing': 'Preparing your QR code...', // Portico's wording
  'b2b.mfa.showSecret': 'Having trouble scanning?',
  'b2b.mfa.hideSecret': 'Try to scan the QR code again',
  'b2b.mfa.secretBody': 'Click to copy the code below. Enter into your authenticator app to link your account.',
  'b2b.mfa.secretLabel': 'Setup key', // Portico's wording (the secret's label)
  'b2b.mfa.copySecret': 'Copy to clipboard',
  'b2b.mfa.secretCopied': 'Copied!',
  'b2b.mfa.secretCopyFailed': "Couldn't copy code to clipboard",
  'b2b.mfa.continue': 'Continue',

  // ── TOTP entry ─────────────────────────────────────────────────────────
  'b2b.mfa.totpTitle': 'Enter verification code',
  'b2b.mfa.totpBody': 'Enter the 6-digit code from your authenticator app.',
  'b2b.mfa.totpNewCode': 'If the verification code doesn’t work, go back to your authenticator app to get a new code.',
  'b2b.mfa.useSms': 'Text me a code instead',
  'b2b.mfa.useRecoveryCode': 'Use a backup code',
  'b2b.mfa.codeLabel': 'One-time passcode',

  // ── Recovery codes ─────────────────────────────────────────────────────
  'b2b.mfa.recoverySaveTitle': 'Save your backup codes!',
  'b2b.mfa.recoverySaveBody': 'This is the only time you will be able to access and save your backup codes.',
  'b2b.mfa.recoveryCodesLabel': 'Backup codes', // Portico's wording (the list's accessible name)
  'b2b.mfa.copyAll': 'Copy all to clipboard',
  'b2b.mfa.copied': 'Copied!',
  'b2b.mfa.copyFailed': "Couldn't copy codes to clipboard",
  'b2b.mfa.download': 'Download .txt file',
  'b2b.mfa.downloadName': '{organizationName}-backup-codes',
  'b2b.mfa.downloadNameDefault': 'backup-codes',
  'b2b.mfa.done': 'Done',
  'b2b.mfa.recoveryEntryTitle': 'Enter backup code',
  'b2b.mfa.recoveryEntryBody': 'Enter one of the backup codes you saved when setting up your authenticator app.',
  'b2b.mfa.recoveryCodeLabel': 'Backup code',
  'b2b.mfa.recoveryCodePlaceholder': 'Enter backup code',
  'b2b.mfa.recoveryCodeRequired': 'Enter a backup code.', // Portico's wording (empty field)

  // ── A lost intermediate session ────────────────────────────────────────
  'b2b.mfa.expiredTitle': 'Your sign-in has expired', // Portico's wording
  'b2b.mfa.startOver': 'Start over', // Portico's wording
} as const;

/**
 * API errors of this flow that the core's catalogue does not word (src/core/error-messages.ts),
 * keyed by error type as it is, loaded with this flow (as flows/passwords/messages.ts does).
 */
export const MFA_ERROR_MESSAGES = {
  intermediate_session_not_found: 'Your sign-in took too long or was already used. Start over to log in again.', // Portico's wording
  invalid_intermediate_session_token_for_organization: 'Your sign-in is for another organization. Start over to log in again.', // Portico's wording
  unable_to_authenticate_recovery_code: 'Invalid backup code, please try again.',
  active_totp_exists: 'An authenticator app is already set up for your account.', // Portico's wording
  operation_restricted_by_organization_mfa_methods: 'Your organization does not allow this verification method.', // Portico's wording
} as const;
