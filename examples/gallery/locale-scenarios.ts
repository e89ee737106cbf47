/**
 * The widget in other languages (docs/i18n.md): Main and the passcode screen
 * in Arabic and Hebrew (right to left), Japanese, German and Russian, each
 * mounted with its `locale`. Arabic and Hebrew show the mirrored layout (the
 * root's `dir="rtl"`); German and Russian the longer words; Japanese another
 * script. gallery.tsx waits for each widget's root to declare the language
 * before the scenario counts as shown, so no screenshot catches the empty
 * root a widget renders while its language's chunks load.
 */
import type { LoginConfig } from '../../src/ui/config/config-types';
import { typeInto, waitFor, type WidgetDom } from './interactions';
import { otpAuthenticate, type Scenario } from './scenarios';

/** The languages shown, with the English name the titles use. */
const LANGUAGES = [
  ['ar', 'Arabic'],
  ['he', 'Hebrew'],
  ['ja', 'Japanese'],
  ['de', 'German'],
  ['ru', 'Russian'],
] as const;

/** Social buttons, the email / Text form: most of Main's texts and both kinds of field. */
const MAIN: LoginConfig = {
  products: ['oauth', 'emailMagicLinks', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }] },
  emailMagicLinksOptions: {
    loginRedirectURL: 'https://app.example.com/authenticate',
    signupRedirectURL: 'https://app.example.com/authenticate',
  },
  otpOptions: { methods: ['sms'] },
};
const SMS: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms'] } };

const EMAIL = 'ada@example.com';

/** An address typed: shows which way the field's text runs in the language. */
async function typeEmail(widget: WidgetDom): Promise<void> {
  const input = await widget.find<HTMLInputElement>('input[type="email"]');
  typeInto(input, EMAIL);
  await waitFor('the address in the field', () => input.value === EMAIL);
}

/** Three digits typed: the boxes fill from the side the code is read from. */
async function typeDigits(widget: WidgetDom): Promise<void> {
  const input = await widget.find<HTMLInputElement>('input[autocomplete="one-time-code"]');
  typeInto(input, '123');
  await waitFor('three digits in the field', () => input.value === '123');
}

export const LOCALE_SCENARIOS: readonly Scenario[] = LANGUAGES.flatMap(([locale, language]): Scenario[] => [
  {
    id: `main-${locale}`,
    title: `Main — ${language} (${locale})`,
    note: `locale '${locale}': two social providers and the email / Text form, an address typed.`,
    config: MAIN,
    locale,
    script: typeEmail,
  },
  {
    id: `otp-${locale}`,
    title: `OTPAuthenticate (Text) — ${language} (${locale})`,
    note: `locale '${locale}': an SMS passcode sent just now, three digits typed.`,
    config: SMS,
    locale,
    initialState: otpAuthenticate({ type: 'sms', methodId: 'phone-method-gallery', destination: '+12133734253', otpDestination: '+1 213 373 4253' }),
    script: typeDigits,
  },
]);
