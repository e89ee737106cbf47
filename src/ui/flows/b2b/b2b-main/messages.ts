/** Texts of the B2B widget's first screen and its outcome screens (docs/architecture.md, "B2B widget"). */
export const B2B_MAIN_MESSAGES = {
  'b2b.main.title': 'Sign up or log in',
  'b2b.main.continue': 'Continue',
  'b2b.main.invalidEmail': 'Email format is invalid.',
  'b2b.main.or': 'or',
  'b2b.main.sso': 'Use single sign-on',
  'b2b.main.password': 'Use a password instead',
  'b2b.main.signingIn': 'Logging in...',
  'b2b.signedIn.title': 'Success!',
  'b2b.signedIn.body': 'You have successfully logged in.',
  'b2b.signedIn.bodyWithOrganization': 'You have successfully logged in to {organization}.', // Portico's wording
  'b2b.primaryRequired.title': 'Another sign-in method is required', // Portico's wording
  'b2b.primaryRequired.body': '{organization} requires you to sign in with another method. Go back and choose one it allows.', // Portico's wording
  'b2b.primaryRequired.goBack': 'Go back',
} as const;
