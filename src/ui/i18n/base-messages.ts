/**
 * The texts every mount needs: the shared controls, form fields, validation,
 * the Main screen and the social buttons. Each flow keeps the texts of its
 * own screens beside it (`src/ui/flows/<flow>/messages.ts`) and they load with
 * the flow's chunk; `messages.ts` assembles the full catalogue for types and
 * tests.
 *
 * Texts quoted by the spec are copied character for character. Entries marked
 * `// spec silent` are wording chosen here because the spec does not show it.
 */
export const BASE_MESSAGES = {

  // ── Generic ────────────────────────────────────────────────────────────
  'common.continue': 'Continue',
  'common.back': 'Back', // accessible label of every sub-screen's back arrow
  'common.tryAgain': 'Try again', // spec silent (retry after a failed download)
  'common.close': 'Close', // spec silent (toast close button label)
  'common.poweredBy': 'Powered by',
  'common.logo': 'Logo', // spec silent (alt text of the configured logo)
  'common.providerName': 'Stytch', // the hosted provider named by the watermark ('Powered by …')

  // ── Form fields ────────────────────────────────────────────────────────
  'field.email': 'Email',
  'field.phoneNumber': 'Phone number',
  'field.country': 'Country',
  'field.passcode': 'Enter passcode',
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
  'main.tabsLabel': 'Sign-in method', // spec silent (accessible name of the tab list)
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
} as const;
