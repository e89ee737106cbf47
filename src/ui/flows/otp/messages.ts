/** Texts of the passcode flow's screens (OTPAuthenticate, OTPConfirmation). */
export const OTP_MESSAGES = {
  // ── OTP ────────────────────────────────────────────────────────────────
  'otp.title': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.', // Portico's wording
  'otp.verifying': 'Verifying passcode...',
  'otp.expiresIn': 'Your code expires in {countdown}.', // Portico's wording
  'otp.expired': 'Your code has expired.',
  'otp.resend.prompt': "Didn't get it?", // Portico's wording
  'otp.resend.initial': 'Resend code', // Portico's wording
  'otp.resend.sending': 'Sending...', // Portico's wording
  'otp.resend.sent': 'Code sent',
  'otp.resend.waiting': 'Resend code', // Portico's wording
  'otp.emailResent': 'Email resent',
  'otp.codeResent': 'Code resent', // Portico's wording (toast after an SMS/WhatsApp resend)
  'otp.successTitle': 'Success!',
  'otp.successBody': 'Your passcode has been successfully verified.',
} as const;
