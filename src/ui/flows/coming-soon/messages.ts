/**
 * Texts of the flows that have not landed yet (wallets, identity provider). They load with the placeholder flow that stands in for
 * those screens; each moves beside its flow when the flow lands.
 */
export const LATER_MESSAGES = {
  // ── The placeholder screens ────────────────────────────────────────────
  'common.comingSoonTitle': 'Coming soon', // spec silent (screens of later releases)
  'common.comingSoonBody': 'This sign-in method is not available yet. Use the back arrow to choose another one.', // spec silent
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
  'oauth.continueWithGoogle': 'Continue with Google',

  // ── Crypto wallets ─────────────────────────────────────────────────────
  'crypto.continueWith': 'Continue with {wallet}', // spec silent
  'crypto.otherWalletsTitle': 'Other Crypto Wallets', // spec silent
  'crypto.connectTitle': 'Connecting to your {wallet} wallet', // spec silent
  'crypto.connectBody': 'Confirm the connection request in your wallet.', // spec silent
  'crypto.signTitle': 'Complete signature request', // spec silent
  'crypto.signBody': 'Sign the message in your {wallet} wallet to log in.', // spec silent
  'crypto.setupTitle': 'Set up a new {wallet} wallet', // spec silent
  'crypto.setupBody': 'Install the {wallet} wallet in your browser, then come back to continue.', // spec silent
  'crypto.errorTitle': 'Looks like there was an error!',
  'crypto.errorBody':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'crypto.successTitle': 'Success!', // spec silent
  'crypto.successBody': 'You have successfully signed in with your wallet.', // spec silent
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Other Ethereum Wallet', // spec silent
  'crypto.wallet.GenericSolanaWallet': 'Other Solana Wallet', // spec silent

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
