/**
 * The texts every mount needs: the shared controls, form fields, validation,
 * the Main screen and the social buttons. Each flow keeps the texts of its
 * own screens beside it (`src/ui/flows/<flow>/messages.ts`) and they load with
 * the flow's chunk; `messages.ts` derives `MessageKey` from them (through the
 * flow registry) and assembles the full catalogue for the tests.
 *
 * Unmarked texts are the product's fixed wording, kept character for character.
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 */
export const BASE_MESSAGES = {

  // ── Generic ────────────────────────────────────────────────────────────
  'common.continue': 'Continue',
  'common.back': 'Back', // accessible label of every sub-screen's back arrow
  'common.tryAgain': 'Try again', // Portico's wording (retry after a failed download)
  'common.close': 'Close', // Portico's wording (toast close button label)
  'common.poweredBy': 'Powered by',
  'common.logo': 'Logo', // Portico's wording (alt text of the configured logo)
  'common.providerName': 'Stytch', // the hosted provider named by the watermark ('Powered by …')

  // ── Form fields ────────────────────────────────────────────────────────
  'field.email': 'Email',
  'field.phoneNumber': 'Phone number',
  'field.country': 'Country',
  'field.passcode': 'Enter passcode',
  /** The email placeholder is the literal '{email}' (docs/behaviour.md §5.1); kept verbatim. */
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',

  // ── Validation (docs/behaviour.md §5) ────────────────────────────────────────
  /** Magic link and password forms. */
  'validation.emailFormatInvalid': 'Email format is invalid.',
  /** OTP email form. */
  'validation.invalidEmailAddress': 'Invalid email address.',
  'validation.phoneFormatInvalid':
    'Phone number format is invalid. Ensure the phone number is in the E.164 format.',

  // ── Main screen ────────────────────────────────────────────────────────
  'main.header': 'Sign up or log in',
  'main.divider': 'or',
  'main.tabsLabel': 'Sign-in method', // Portico's wording (accessible name of the tab list)
  'main.tab.sms': 'Text',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  /** The merged email tab when passwords are configured; its label is Portico's choice (docs/behaviour.md §10). */
  'main.tab.password': 'Email',
  'main.error.passkeysAlone':
    'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'main.error.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',
  'main.passkeyButton': 'Login with a Passkey',
  'main.otherCryptoWallets': 'Continue with other Crypto Wallet',
  'main.sendLink': 'Continue', // Portico's wording (magic link submit)
  'main.sendCode': 'Continue', // Portico's wording (OTP submit)
} as const;
