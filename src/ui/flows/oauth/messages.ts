/**
 * Texts of social sign-in (spec sections 2 and 8). The One Tap developer
 * errors are shown only for a test public token (spec section 8, "texts not
 * shown"): each says what is wrong and where to fix it. They load with the
 * flow's chunk, with the buttons that use them.
 *
 * Entries marked `// spec silent` are wording chosen here.
 */
export const OAUTH_MESSAGES = {
  'oauth.continueWith': 'Continue with {provider}',
  // The One Tap fallback (spec section 2); 'oauth.continueWith' with Google gives the same text.
  'oauth.continueWithGoogle': 'Continue with Google',
  'oauth.providersLabel': 'Social sign-in', // spec silent (the accessible name of the buttons' group)
  'oauth.oneTapLabel': 'Sign in with Google One Tap', // spec silent (the region holding Google's prompt)
  'oauth.oneTapSigningIn': 'Signing you in with Google…', // spec silent
  'oauth.oneTapError.originNotAllowed':
    'Google One Tap cannot show on {origin}: add this origin to the authorized JavaScript origins of your Google OAuth client. (Shown only with a test public token.)', // spec silent
  'oauth.oneTapError.invalidClient':
    'Google One Tap cannot start: Google does not recognise the OAuth client ID configured for your project. Check the Google OAuth settings of your project. (Shown only with a test public token.)', // spec silent
  'oauth.oneTapError.noOAuthClient':
    'Google One Tap cannot start: your project has no Google OAuth client configured. Add one in the OAuth settings of your project. (Shown only with a test public token.)', // spec silent
  'oauth.oneTapError.noLoginRedirect':
    'Google One Tap cannot start: no login redirect URL is set. Set oauthOptions.loginRedirectURL, or a default login redirect URL for your project. (Shown only with a test public token.)', // spec silent
  'oauth.oneTapError.noSignupRedirect':
    'Google One Tap cannot start: no sign-up redirect URL is set. Set oauthOptions.signupRedirectURL, or a default sign-up redirect URL for your project. (Shown only with a test public token.)', // spec silent
  'oauth.oneTapError.defaultProviderNotAllowed':
    'Google One Tap cannot use the default Google OAuth client. Configure your own Google OAuth client for your project to use One Tap. (Shown only with a test public token.)', // spec silent
} as const;

export type OAuthMessageKey = keyof typeof OAUTH_MESSAGES;
