/**
 * Texts of the redirect landing (`<PorticoAuthenticate>`, `mountAuthenticate`).
 * Every entry is Portico's wording (docs/behaviour.md §10).
 */
export const AUTHENTICATE_MESSAGES = {
  'authenticate.signingIn': 'Signing you in…', // Portico's wording
  'authenticate.doneTitle': 'You are signed in', // Portico's wording
  'authenticate.failedTitle': 'We could not sign you in', // Portico's wording
  'authenticate.noToken': 'This page was opened without a sign-in link. Please use the link you received again.', // Portico's wording
} as const;
