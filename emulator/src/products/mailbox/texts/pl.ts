/** Polish (pl): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const pl: EmulatorTexts = {
  'duration.minutes': { one: '{count} minutę', few: '{count} minuty', many: '{count} minut', other: '{count} minuty' },
  'duration.seconds': { one: '{count} sekundę', few: '{count} sekundy', many: '{count} sekund', other: '{count} sekundy' },
  'otp.subject': 'Twój kod weryfikacyjny',
  'otp.body': 'Twój kod weryfikacyjny do {projectName} to {code}. Wygaśnie za {duration}.',
  'magicLink.login.subject': 'Twój link do logowania',
  'magicLink.signup.subject': 'Potwierdź adres e-mail, aby się zarejestrować',
  'magicLink.login.intro': 'Kliknij poniższy link, aby zalogować się do {projectName}:',
  'magicLink.signup.intro': 'Kliknij poniższy link, aby dokończyć rejestrację w {projectName}:',
  'magicLink.expiry': 'Ten link wygaśnie za {duration}. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  'passwordReset.subject': 'Zresetuj hasło',
  'passwordReset.intro': 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta {projectName}. Aby wybrać nowe hasło, otwórz:',
  'passwordReset.loginInstead': 'Możesz też zalogować się bez zmiany hasła:',
  'passwordReset.expiry': 'Te linki wygasną za {duration}. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  'b2b.passwordReset.organization.subject': 'Zresetuj hasło do {organizationName}',
  'b2b.passwordReset.organization.intro': 'Otrzymaliśmy prośbę o zresetowanie Twojego hasła do {organizationName}. Aby wybrać nowe, otwórz:',
  'b2b.passwordReset.project.subject': 'Zresetuj hasło do {projectName}',
  'b2b.passwordReset.project.intro': 'Otrzymaliśmy prośbę o zresetowanie Twojego hasła do {projectName}. Aby wybrać nowe, otwórz:',
  'b2b.passwordReset.expiry': 'Link wygaśnie za {duration}. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  'b2b.otp.subject': 'Twój kod weryfikacyjny do {projectName}',
  'b2b.otp.body': 'Twój kod do logowania to {code}. Wygaśnie za {duration}.',
  'b2b.otp.organizationBody': 'Twój kod do logowania w {organizationName} to {code}. Wygaśnie za {duration}.',
  'b2b.magicLink.subject': 'Twój link do logowania w {projectName}',
  'b2b.magicLink.body': 'Zaloguj się do {name}: {link}',
  'b2b.magicLink.expiry': 'Link wygaśnie za {duration}.',
};

export default pl;
