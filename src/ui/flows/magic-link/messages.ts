/** Texts of the magic-link flow's screens (EmailConfirmation). */
export const MAGIC_LINK_MESSAGES = {
  // ── Email confirmation ─────────────────────────────────────────────────
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.didntGetIt': "Didn't get it?", // Portico's wording
  'emailConfirmation.tryAgain': 'Try again',
  'emailConfirmation.resend': 'Resend email', // Portico's wording
  'emailConfirmation.resent': 'Email resent',
  'emailConfirmation.openGmail': 'Open Gmail', // Portico's wording
  'emailConfirmation.openYahoo': 'Open Yahoo', // Portico's wording
  'emailConfirmation.openOutlook': 'Open Outlook', // Portico's wording
} as const;
