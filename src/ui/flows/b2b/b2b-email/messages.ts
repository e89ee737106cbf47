/** Texts of the Discovery email screens: the method choice, the passcode, 'Check your email'. */
export const B2B_EMAIL_MESSAGES = {
  'b2b.email.method.title': 'Select how you’d like to continue',
  'b2b.email.method.link': 'Email me a login link',
  'b2b.email.method.code': 'Email me a login code',
  'b2b.email.otp.title': 'Enter passcode',
  'b2b.email.otp.sentTo': 'A 6-digit passcode was sent to you at {email}.',
  'b2b.email.otp.label': 'Enter passcode',
  'b2b.email.otp.verifying': 'Verifying passcode...',
  'b2b.email.otp.resendPrompt': "Didn't get it?", // Portico's wording
  'b2b.email.otp.resend': 'Resend code',
  'b2b.email.otp.resent': 'Code resent', // Portico's wording
  'b2b.email.otp.expiresIn': 'Your code expires in {countdown}.', // Portico's wording (as the consumer passcode screen's)
  'b2b.email.otp.expired': 'Your code has expired.',
  'b2b.email.sent.title': 'Check your email',
  'b2b.email.sent.sentTo': 'An email was sent to {email}.',
  'b2b.email.sent.resendPrompt': "Didn't get it?", // Portico's wording
  'b2b.email.sent.resend': 'Resend email',
  'b2b.email.sent.resent': 'Email resent', // Portico's wording
  'b2b.email.tryAgain': 'Try a different email address',
} as const;
