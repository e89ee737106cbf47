/**
 * The English texts of every email and SMS the emulator sends, and the
 * reference for the other languages: each `texts/<tag>.ts` holds the same
 * keys (`EmulatorTexts`), and `catalogue.ts` lists them all. `{name}` is a
 * placeholder the sending route fills; a value that is an object holds the
 * plural forms of one text (`Intl.PluralRules` categories of its language,
 * chosen by `{count}`). How a language is chosen: `./index.ts`.
 *
 * These are the bodies the emulator has always sent, kept character for
 * character: apps' tests match on them (test/integration/message-locale.test.ts).
 */

/** One text's plural forms: `other` always, the language's other categories as it needs them. */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

const en = {
  'duration.minutes': { one: '{count} minute', other: '{count} minutes' },
  'duration.seconds': { one: '{count} second', other: '{count} seconds' },

  // Passcodes by email, SMS and WhatsApp; the SMS of B2B MFA too.
  'otp.subject': 'Your verification code',
  'otp.body': 'Your {projectName} verification code is {code}. It expires in {duration}.',

  'magicLink.login.subject': 'Your login link',
  'magicLink.signup.subject': 'Confirm your email to sign up',
  'magicLink.login.intro': 'Click the link below to log in to {projectName}:',
  'magicLink.signup.intro': 'Click the link below to finish signing up for {projectName}:',
  'magicLink.expiry': 'This link expires in {duration}. If you did not ask for it, ignore this email.',

  'passwordReset.subject': 'Reset your password',
  'passwordReset.intro':
    'Someone asked to reset the password of your {projectName} account. To choose a new password, open:',
  'passwordReset.loginInstead': 'Or log in without changing your password:',
  'passwordReset.expiry': 'These links expire in {duration}. If you did not ask for this, ignore this email.',

  'b2b.passwordReset.organization.subject': 'Reset your {organizationName} password',
  'b2b.passwordReset.organization.intro':
    'Someone asked to reset your password for {organizationName}. To choose a new one, open:',
  'b2b.passwordReset.project.subject': 'Reset your {projectName} password',
  'b2b.passwordReset.project.intro': 'Someone asked to reset your {projectName} password. To choose a new one, open:',
  'b2b.passwordReset.expiry': 'The link expires in {duration}. If you did not ask for this, ignore this email.',

  'b2b.otp.subject': 'Your {projectName} verification code',
  'b2b.otp.body': 'Your code to sign in is {code}. It expires in {duration}.',
  'b2b.otp.organizationBody': 'Your code to sign in to {organizationName} is {code}. It expires in {duration}.',

  // Organization and discovery magic links, and invites; `{name}` is the organization's or the project's.
  'b2b.magicLink.subject': 'Your {projectName} login link',
  'b2b.magicLink.body': 'Sign in to {name}: {link}',
  'b2b.magicLink.expiry': 'The link expires in {duration}.',
} as const satisfies Readonly<Record<string, string | PluralForms>>;

export default en;

/** A key of the texts. */
export type TextKey = keyof typeof en;

/**
 * What every language's file must hold: each key of the English texts, a
 * string where English has one and plural forms where English has them.
 */
export type EmulatorTexts = {
  readonly [K in TextKey]: (typeof en)[K] extends string ? string : PluralForms;
};
