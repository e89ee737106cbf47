/**
 * Texts of social sign-in (docs/behaviour.md §2.7). The One Tap developer
 * errors are shown only for a test public token (Portico's wording,
 * docs/behaviour.md §10): each says what is wrong and where to fix it. They
 * load with the flow's chunk, with the buttons that use them.
 *
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 */
export const OAUTH_MESSAGES = {
  'oauth.continueWith': 'Continue with {provider}',
  // The One Tap fallback (docs/behaviour.md §2.7); 'oauth.continueWith' with Google gives the same text.
  'oauth.continueWithGoogle': 'Continue with Google',
  'oauth.providersLabel': 'Social sign-in', // Portico's wording (the accessible name of the buttons' group)
  'oauth.oneTapLabel': 'Sign in with Google One Tap', // Portico's wording (the region holding Google's prompt)
  'oauth.oneTapSigningIn': 'Signing you in with Google…', // Portico's wording
  'oauth.oneTapError.originNotAllowed':
    'Google One Tap cannot show on {origin}: add this origin to the authorized JavaScript origins of your Google OAuth client. (Shown only with a test public token.)', // Portico's wording
  'oauth.oneTapError.invalidClient':
    'Google One Tap cannot start: Google does not recognise the OAuth client ID configured for your project. Check the Google OAuth settings of your project. (Shown only with a test public token.)', // Portico's wording
  'oauth.oneTapError.noOAuthClient':
    'Google One Tap cannot start: your project has no Google OAuth client configured. Add one in the OAuth settings of your project. (Shown only with a test public token.)', // Portico's wording
  'oauth.oneTapError.noLoginRedirect':
    'Google One Tap cannot start: no login redirect URL is set. Set oauthOptions.loginRedirectURL, or a default login redirect URL for your project. (Shown only with a test public token.)', // Portico's wording
  'oauth.oneTapError.noSignupRedirect':
    'Google One Tap cannot start: no sign-up redirect URL is set. Set oauthOptions.signupRedirectURL, or a default sign-up redirect URL for your project. (Shown only with a test public token.)', // Portico's wording
  'oauth.oneTapError.defaultProviderNotAllowed':
    'Google One Tap cannot use the default Google OAuth client. Configure your own Google OAuth client for your project to use One Tap. (Shown only with a test public token.)', // Portico's wording
} as const;

export type OAuthMessageKey = keyof typeof OAUTH_MESSAGES;
