/** Polish (pl): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Hasło',
  'password.newPassword': 'Nowe hasło',
  'password.showPassword': 'Pokaż hasło',
  'password.createTitle': 'Utwórz konto',
  'password.createBody': 'Wybierz hasło dla {email}.',
  'password.loginTitle': 'Zaloguj się',
  'password.loginBody': 'Wpisz hasło dla {email}.',
  'password.forgot': 'Nie pamiętasz hasła?',
  'password.createInstead': 'Utwórz hasło',
  'password.emailLinkInstead': 'Wyślij mi e-mailem link do logowania',
  'password.emailCodeInstead': 'Wyślij mi e-mailem kod do logowania',
  'password.strengthLabel': 'Siła hasła',
  'password.strength.veryWeak': 'Bardzo słabe',
  'password.strength.weak': 'Słabe',
  'password.strength.strong': 'Silne',
  'password.strength.veryStrong': 'Bardzo silne',
  'password.requirementsLabel': 'Wymagania dotyczące hasła',
  'password.requirementMet': 'Spełnione:',
  'password.requirementUnmet': 'Jeszcze niespełnione:',
  'password.luds.length': { one: 'Co najmniej {count} znak', few: 'Co najmniej {count} znaki', many: 'Co najmniej {count} znaków', other: 'Co najmniej {count} znaku' },
  'password.luds.complexity': { one: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol', few: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol', many: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol', other: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol' },
  'password.luds.breached': 'To hasło mogło być używane w innej witrynie, w której doszło do naruszenia bezpieczeństwa. Wybierz inne hasło.',
  'password.forgotTitle': 'Sprawdź skrzynkę e-mail – wysłaliśmy instrukcje logowania!',
  'password.forgotBody': 'Wysłaliśmy na adres {email} wiadomość z linkiem do zresetowania hasła. Kliknij link, aby wybrać nowe hasło.',
  'password.setNewTitle': 'Sprawdź skrzynkę e-mail!',
  'password.setNewBody': 'Wysłaliśmy wiadomość na adres {email}. Kliknij zawarty w niej link, aby ustawić hasło do konta.',
  'password.dedupeTitle': 'Sprawdź skrzynkę e-mail, aby ustawić nowe hasło',
  'password.dedupeBody': 'Chcemy mieć pewność, że Twoje konto jest bezpieczne i że to naprawdę Ty się logujesz! Wysłaliśmy wiadomość na adres {email}. Kliknij zawarty w niej link, aby ustawić nowe hasło.',
  'password.breachedTitle': 'Sprawdź skrzynkę e-mail, aby zresetować hasło',
  'password.breachedBody': 'Aby chronić Twoje konto, wysłaliśmy wiadomość na adres {email}. Kliknij zawarty w niej link i wybierz nowe hasło, którego nie używasz nigdzie indziej.',
  'password.didntGetIt': 'Nic nie dotarło?',
  'password.resend': 'Wyślij ponownie',
  'password.emailResent': 'E-mail wysłany ponownie',
  'password.loggingIn': 'Logowanie…',
  'password.resetTitle': 'Zresetuj hasło',
  'password.resetBody': 'Wybierz nowe hasło do konta.',
  'password.requestNewBody': 'Podaj adres e-mail, a wyślemy Ci nowy link.',
  'password.sendNewEmail': 'Wyślij nowy e-mail',
  'password.confirmationTitle': 'Gotowe!',
  'password.confirmationBody': 'Logowanie się powiodło.',
};

export default texts;
