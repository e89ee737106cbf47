/**
 * Texts of the flow that has not landed yet (the identity provider). They load with the placeholder flow that stands in for
 * those screens; each moves beside its flow when the flow lands.
 */
export const LATER_MESSAGES = {
  // ── The placeholder screens ────────────────────────────────────────────
  'common.notAvailableScreen': 'This screen is not available yet.', // spec silent (first screens of the other mount kinds)

  // ── Shared by the coming screens ──────────────────────────────────────
  'common.cancel': 'Cancel',
  'common.delete': 'Delete',
  'common.done': 'Done',
  'common.save': 'Save', // spec silent
  'common.rename': 'Rename', // spec silent
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.allow': 'Allow',
  'common.deny': 'Deny',
  'common.loading': 'Loading...', // spec silent
  'common.success': 'Success!',
  'common.or': 'or',

  // ── Identity provider: authorize consent ───────────────────────────────
  'idp.titleStandardScopes': 'Sign in to {clientName} with {projectName}',
  'idp.titleCustomScopes': '{clientName} wants to access your {projectName} account',
  'idp.permissionsStandard': 'Allow {clientName} to:',
  'idp.permissionsCustom': '{clientName} is requesting to:',
  'idp.ungrantableNotice':
    'You do not have permissions to grant {clientName} access to some of the requested scopes.',
  'idp.ungrantableList': "You cannot grant {clientName}'s request to:",
  'idp.fallbackClientName': 'The App',
  'idp.placeholderTitle': 'Authorize access', // spec silent (heading until the consent screen lands)
  'idp.missingParameter':
    'Required parameter is missing: {param}. Please reach out to the application developer.',
  'idp.successTitle': 'Success!', // spec silent
  'idp.successBody': 'You have been signed in to {clientName}. You may close this page.', // spec silent
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

  // ── Identity provider: logout ──────────────────────────────────────────
  'idp.logoutTitle': 'Log out?',
  'idp.logoutBody': 'Are you sure you want to log out of your {projectName} account?',
  'idp.logoutDenied': 'You have not been logged out. You may close this page.',
} as const;
