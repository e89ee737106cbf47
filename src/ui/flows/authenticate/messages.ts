/**
 * Texts of the redirect landing (`<PorticoAuthenticate>`, `mountAuthenticate`).
 * The spec does not show this page: every entry is wording chosen here.
 */
export const AUTHENTICATE_MESSAGES = {
  'authenticate.signingIn': 'Signing you in…', // spec silent
  'authenticate.doneTitle': 'You are signed in', // spec silent
  'authenticate.failedTitle': 'We could not sign you in', // spec silent
  'authenticate.noToken': 'This page was opened without a sign-in link. Please use the link you received again.', // spec silent
} as const;
