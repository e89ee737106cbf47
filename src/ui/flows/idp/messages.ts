/**
 * Texts of the identity-provider screens (spec sections 2, 5, 8 and 9):
 * authorize consent, logout confirmation and their outcomes. The error
 * heading, the denial text and the no-session text are the core catalogue's
 * (`consent_error_heading`, `consent_denied`, `no_active_session`).
 *
 * Texts quoted by the spec are copied character for character. Entries marked
 * `// spec silent` are wording chosen here because the spec does not show it.
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
  'idp.clientLogo': '{clientName} logo', // spec silent (the logo's alternative text)
  'idp.allow': 'Allow',
  'idp.deny': 'Deny',
  'idp.loading': 'Loading...', // spec silent (the spinner's accessible name)
  'idp.missingParameter':
    'Required parameter is missing: {param}. Please reach out to the application developer.',
  'idp.successTitle': 'Success!', // spec silent
  'idp.successBody': 'You have been signed in to {clientName}. You may close this page.', // spec silent
  'idp.redirecting': 'Taking you back to {clientName}…', // spec silent
  // Wording chosen here: an answer named another address than the request's (docs/protocol.md §7.9).
  'idp.redirectNotRequested':
    'This request could not be completed: the return address was not the one the app asked for. Please reach out to the application developer.',
  // Scope descriptions (spec section 9). Details of profile/email/phone are spec silent.
  'idp.scope.openid': 'Verify your identity',
  'idp.scope.openid.detail': 'View information stored within your account',
  'idp.scope.personalProfile': 'View your personal profile information',
  'idp.scope.profile.detail': 'Your name, profile picture and language', // spec silent
  'idp.scope.email.detail': 'Your email address', // spec silent
  'idp.scope.phone.detail': 'Your phone number', // spec silent
  'idp.scope.offline_access': "Maintain access to your data even when you're not actively using the app",
  'idp.scope.full_access': 'Have full access to your account', // spec silent
  'idp.scope.custom': 'Use the {scope} scope',

  // ── Logout ─────────────────────────────────────────────────────────────
  'idp.logoutTitle': 'Log out?',
  'idp.logoutBody': 'Are you sure you want to log out of your {projectName} account?',
  'idp.yes': 'Yes',
  'idp.no': 'No',
  'idp.logoutDeniedTitle': 'Still logged in', // spec silent (heading above the 'not logged out' text)
  'idp.logoutDenied': 'You have not been logged out. You may close this page.',
} as const;

export type IDPMessageKey = keyof typeof IDP_MESSAGES;
