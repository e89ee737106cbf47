/** Texts of the magic-link flow's screens (EmailConfirmation). */
export const MAGIC_LINK_MESSAGES = {
  // ── Email confirmation ─────────────────────────────────────────────────
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.didntGetIt': "Didn't get it?", // spec silent
  'emailConfirmation.tryAgain': 'Try again',
  'emailConfirmation.openGmail': 'Open Gmail', // spec silent
  'emailConfirmation.openYahoo': 'Open Yahoo', // spec silent
  'emailConfirmation.openOutlook': 'Open Outlook', // spec silent
} as const;
