/** Texts of the passcode flow's screens (OTPAuthenticate, OTPConfirmation). */
export const OTP_MESSAGES = {
  // ── OTP ────────────────────────────────────────────────────────────────
  'otp.title': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.', // spec silent
  'otp.verifying': 'Verifying passcode...',
  'otp.expiresIn': 'Your code expires in {countdown}.', // spec silent
  'otp.expired': 'Your code has expired.',
  'otp.resend.prompt': "Didn't get it?", // spec silent
  'otp.resend.initial': 'Resend code', // spec silent
  'otp.resend.sending': 'Sending...', // spec silent
  'otp.resend.sent': 'Code sent',
  'otp.resend.waiting': 'Resend code', // spec silent
  'otp.emailResent': 'Email resent',
  'otp.codeResent': 'Code resent', // spec silent (toast after an SMS/WhatsApp resend)
  'otp.successTitle': 'Success!',
  'otp.successBody': 'Your passcode has been successfully verified.',
} as const;
