/**
 * Texts of the identity-provider screens (docs/behaviour.md §2.8, §6.2, §8.2):
 * authorize consent, logout confirmation and their outcomes. The error
 * heading, the denial text and the no-session text are the core catalogue's
 * (`consent_error_heading`, `consent_denied`, `no_active_session`).
 *
 * Unmarked texts are the product's fixed wording, kept character for character.
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 */
export const IDP_MESSAGES = {
  // ── Authorize consent ──────────────────────────────────────────────────
  'idp.titleStandardScopes': 'Sign in to {clientName} with {projectName}',
  'idp.titleCustomScopes': '{clientName} wants to access your {projectName} account',
  'idp.permissionsStandard': 'Allow {clientName} to:',
  'idp.permissionsCustom': '{clientName} is requesting to:',
  'idp.ungrantableNotice':
    'You do not have permissions to grant {clientName} access to some of the requested scopes.',
  'idp.ungrantableList': "You cannot grant {clientName}'s request to:",
  'idp.fallbackClientName': 'The App',
  'idp.clientLogo': '{clientName} logo', // Portico's wording (the logo's alternative text)
  'idp.allow': 'Allow',
  'idp.deny': 'Deny',
  'idp.loading': 'Loading...', // Portico's wording (the spinner's accessible name)
  'idp.missingParameter':
    'Required parameter is missing: {param}. Please reach out to the application developer.',
  'idp.successTitle': 'Success!', // Portico's wording
  'idp.successBody': 'You have been signed in to {clientName}. You may close this page.', // Portico's wording
  'idp.redirecting': 'Taking you back to {clientName}…', // Portico's wording
  // Wording chosen here: an answer named another address than the request's (docs/protocol.md §7.9).
  'idp.redirectNotRequested':
    'This request could not be completed: the return address was not the one the app asked for. Please reach out to the application developer.',
  // Scope descriptions (docs/behaviour.md §6.2). Details of profile/email/phone are Portico's wording.
  'idp.scope.openid': 'Verify your identity',
  'idp.scope.openid.detail': 'View information stored within your account',
  'idp.scope.personalProfile': 'View your personal profile information',
  'idp.scope.profile.detail': 'Your name, profile picture and language', // Portico's wording
  'idp.scope.email.detail': 'Your email address', // Portico's wording
  'idp.scope.phone.detail': 'Your phone number', // Portico's wording
  'idp.scope.offline_access': "Maintain access to your data even when you're not actively using the app",
  'idp.scope.full_access': 'Have full access to your account', // Portico's wording
  'idp.scope.custom': 'Use the {scope} scope',

  // ── Logout ─────────────────────────────────────────────────────────────
  'idp.logoutTitle': 'Log out?',
  'idp.logoutBody': 'Are you sure you want to log out of your {projectName} account?',
  'idp.yes': 'Yes',
  'idp.no': 'No',
  'idp.logoutDeniedTitle': 'Still logged in', // Portico's wording (heading above the 'not logged out' text)
  'idp.logoutDenied': 'You have not been logged out. You may close this page.',
} as const;

export type IDPMessageKey = keyof typeof IDP_MESSAGES;
