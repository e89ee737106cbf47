/**
 * The English message catalogue: every user-facing text of the widget, in one
 * place, so that hosts can override any of them through `strings` and tests
 * can assert the spec's exact wording once (design notes, "Habits").
 *
 * Texts quoted by the spec are copied character for character. Entries marked
 * `// spec silent` are wording chosen here because the spec does not show it.
 *
 * Placeholders use `{name}` and are filled by `formatMessage`. Where the spec
 * writes `#` for a number (the LUDS checklist) the template uses `{count}`, so
 * formatting with `count: '#'` reproduces the spec text exactly.
 *
 * Keys are dotted (`area.thing`); API error types (snake_case `error_type`
 * values, spec section 8) come from the core's error catalogue and are merged
 * in as keys of their own, because the error type is the i18n key. Texts that
 * live there (passkey failures, the consent error heading, 'Access to the
 * application was denied.', the no-session text, network failures) are not
 * repeated here, so each text has exactly one source.
 */
import { ERROR_MESSAGES } from '../../core/error-messages';

/** Texts of the widget's screens (everything except the API error table). */
export const UI_MESSAGES = {
  // ── Generic ────────────────────────────────────────────────────────────
  'common.continue': 'Continue',
  'common.back': 'Back', // accessible label of every sub-screen's back arrow
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
  'common.close': 'Close', // spec silent (toast close button label)
  'common.success': 'Success!',
  'common.poweredBy': 'Powered by',
  'common.or': 'or',
  'common.logo': 'Logo', // spec silent (alt text of the configured logo)
  'common.providerName': 'Stytch', // the hosted provider named by the watermark ('Powered by …')
  'common.comingSoonTitle': 'Coming soon', // spec silent (screens of later releases)
  'common.comingSoonBody': 'This sign-in method is not available yet. Use the back arrow to choose another one.', // spec silent

  // ── Form fields ────────────────────────────────────────────────────────
  'field.email': 'Email',
  'field.phoneNumber': 'Phone number',
  'field.country': 'Country',
  'field.password': 'Password', // spec silent
  'field.passcode': 'Enter passcode',
  'field.required': 'This field is required.', // spec silent
  /** The spec gives the email placeholder as '{email}'; kept verbatim. */
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',

  // ── Validation (spec section 5) ────────────────────────────────────────
  /** Magic link and password forms. */
  'validation.emailFormatInvalid': 'Email format is invalid.',
  /** OTP email form. */
  'validation.invalidEmailAddress': 'Invalid email address.',
  'validation.phoneFormatInvalid':
    'Phone number format is invalid. Ensure the phone number is in the E.164 format.',

  // ── Main screen ────────────────────────────────────────────────────────
  'main.header': 'Sign up or log in',
  'main.divider': 'or',
  'main.tab.sms': 'Text',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  /** The merged email tab when passwords are configured; the spec only names three labels. */
  'main.tab.password': 'Email',
  'main.error.passkeysAlone':
    'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'main.error.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',
  'main.passkeyButton': 'Login with a Passkey',
  'main.otherCryptoWallets': 'Continue with other Crypto Wallet',
  'main.sendLink': 'Continue', // spec silent (magic link submit)
  'main.sendCode': 'Continue', // spec silent (OTP submit)

  // ── OAuth and One Tap ──────────────────────────────────────────────────
  'oauth.continueWith': 'Continue with {provider}',
  'oauth.continueWithGoogle': 'Continue with Google',

  // ── Email confirmation ─────────────────────────────────────────────────
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.didntGetIt': "Didn't get it?", // spec silent
  'emailConfirmation.tryAgain': 'Try again',
  'emailConfirmation.openGmail': 'Open Gmail', // spec silent
  'emailConfirmation.openYahoo': 'Open Yahoo', // spec silent
  'emailConfirmation.openOutlook': 'Open Outlook', // spec silent

  // ── OTP ────────────────────────────────────────────────────────────────
  'otp.title': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.', // spec silent
  'otp.verifying': 'Verifying passcode...',
  'otp.expiresIn': 'Your code expires in {countdown}.', // spec silent
  'otp.expired': 'Your code has expired.',
  'otp.resend.prompt': "Didn't get it?", // spec silent
  'otp.resend.initial': 'Resend code', // spec silent
  'otp.resend.sending': 'Sending...', // spec silent
  'otp.resend.sent': 'Code sent',
  'otp.resend.waiting': 'Resend code', // spec silent
  'otp.emailResent': 'Email resent',
  'otp.codeResent': 'Code resent', // spec silent (toast after an SMS/WhatsApp resend)
  'otp.successTitle': 'Success!',
  'otp.successBody': 'Your passcode has been successfully verified.',

  // ── Passwords ──────────────────────────────────────────────────────────
  'password.loggingIn': 'Logging in...',
  'password.resetTitle': 'Reset your password',
  'password.forgot': 'Forgot Password?',
  'password.createInstead': 'Create a password instead',
  'password.createTitle': 'Create an account', // spec silent
  'password.loginTitle': 'Log in', // spec silent
  'password.emailLinkInstead': 'Email me a login link', // spec silent
  'password.emailCodeInstead': 'Email me a login code', // spec silent
  'password.forgotTitle': 'Check your email for help signing in!', // spec silent
  'password.forgotBody': 'We sent an email to {email} with a link to reset your password.', // spec silent
  'password.setNewTitle': 'Check your email!', // spec silent
  'password.setNewBody': 'A login link was sent to you at {email}. Follow it to set a password.', // spec silent
  'password.dedupeTitle': 'Check your email to set a new password', // spec silent
  'password.dedupeBody':
    "We want to make sure your account is secure and that it's really you logging in! A login link was sent to you at {email}.", // spec silent
  'password.breachedTitle': 'Reset your password', // spec silent (the breached body is the API error)
  'password.confirmationTitle': 'Success!', // spec silent
  'password.confirmationBody': 'You have successfully logged in.', // spec silent
  'password.newPassword': 'New password', // spec silent
  'password.showPassword': 'Show password', // spec silent
  'password.hidePassword': 'Hide password', // spec silent
  // LUDS checklist (spec section 5). `{count}` is the spec's '#'.
  'password.luds.length': 'Must be at least {count} character(s) long',
  'password.luds.complexity':
    'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  'password.luds.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',

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

  // ── Passkeys ───────────────────────────────────────────────────────────
  'passkey.noActiveUser':
    'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.registrationTitle': 'Set up a new Passkey', // spec silent
  'passkey.registrationBody':
    'Passkeys let you sign in with your fingerprint, face or screen lock instead of a password.', // spec silent
  'passkey.create': 'Create a Passkey',
  'passkey.skip': 'Skip', // spec silent
  'passkey.createdTitle': 'Passkey successfully created!',
  'passkey.existingPasskeys': 'Existing Passkeys',
  'passkey.setUpAnother': 'Set up another Passkey',
  'passkey.done': 'Done',
  'passkey.delete': 'Delete',
  'passkey.cancel': 'Cancel',
  'passkey.deleteConfirm': 'Delete the Passkey {name}?', // spec silent
  'passkey.nameLabel': 'Passkey name', // spec silent
  'passkey.listTitle': 'Passkeys', // spec silent
  'passkey.listEmpty': 'No Passkeys yet.', // spec silent
  'passkey.successTitle': 'Success!',
  'passkey.successBody': 'Your Passkey has been successfully authenticated.',

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

/** Keys of the widget's own texts. */
export type UiMessageKey = keyof typeof UI_MESSAGES;

/**
 * The full catalogue: API error types (spec section 8 table plus the SDK's own
 * codes) and the widget texts. Their keys never collide: error types are
 * snake_case without dots, widget keys are dotted.
 */
export const MESSAGES = { ...ERROR_MESSAGES, ...UI_MESSAGES } as const;

/** Any key of the catalogue. */
export type MessageKey = keyof typeof MESSAGES;

/** Host-supplied overrides (`strings`): any key, any text. */
export type MessageOverrides = Partial<Record<MessageKey, string>> & Partial<Record<string, string>>;
