/** Polish (pl): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Hasło',
  'b2b.password.newField': 'Nowe hasło',
  'b2b.password.show': 'Pokaż hasło',
  'b2b.password.required': 'Wpisz hasło.',
  'b2b.password.loginTitle': 'Zaloguj się e-mailem i hasłem',
  'b2b.password.loginOrganization': 'Zaloguj się do {organization}',
  'b2b.password.forgot': 'Nie pamiętasz hasła?',
  'b2b.password.forgotTitle': 'Zresetuj hasło',
  'b2b.password.forgotOrganization': 'Wyślemy Ci e-mailem link, dzięki któremu zalogujesz się bezpośrednio na konto lub zresetujesz hasło, jeśli je masz.',
  'b2b.password.forgotDiscovery': 'Wyślemy Ci e-mailem link weryfikacyjny, dzięki któremu założysz konto lub zresetujesz hasło, jeśli je masz.',
  'b2b.password.noPasswordTitle': 'Ustaw hasło przez e-mail',
  'b2b.password.noPasswordBody': 'Nie masz jeszcze hasła. Wyślemy Ci e-mailem link, aby je ustawić.',
  'b2b.password.breachedTitle': 'Wybierz nowe hasło',
  'b2b.password.breachedBody': 'Wyślemy Ci e-mailem link, aby wybrać nowe hasło, którego nie używasz nigdzie indziej.',
  'b2b.password.sendLink': 'Wyślij mi link e-mailem',
  'b2b.password.sentTitle': 'Sprawdź skrzynkę e-mail',
  'b2b.password.sentBody': 'Wysłaliśmy link do zresetowania hasła na adres {email}.',
  'b2b.password.didntGetIt': 'Nic nie dotarło?',
  'b2b.password.resend': 'Wyślij ponownie',
  'b2b.password.resent': 'E-mail wysłany ponownie',
  'b2b.password.setNewTitle': 'Ustaw nowe hasło',
  'b2b.password.setNewBody': 'Wybierz nowe hasło do konta.',
  'b2b.password.noToken': 'Ta strona została otwarta bez linku do resetowania hasła. Otwórz ponownie link z wiadomości e-mail.',
  'b2b.password.strengthScore': 'Siła hasła: {score} na 4.',
  'b2b.password.accepted': 'Hasło zaakceptowane.',
  'b2b.password.notAccepted': 'Hasło niezaakceptowane.',
  'b2b.password.requirementsLabel': 'Wymagania dotyczące hasła',
  'b2b.password.requirementMet': 'Spełnione:',
  'b2b.password.requirementUnmet': 'Jeszcze niespełnione:',
  'b2b.password.minimumLength': { one: 'Co najmniej {count} znak', few: 'Co najmniej {count} znaki', many: 'Co najmniej {count} znaków', other: 'Co najmniej {count} znaku' },
  'b2b.password.complexity': { one: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol', few: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol', many: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol', other: 'Musi zawierać {count} z następujących: wielka litera, mała litera, cyfra, symbol' },
  'b2b.password.breached': 'To hasło mogło być używane w innej witrynie, w której doszło do naruszenia bezpieczeństwa. Wybierz inne hasło.',
};

export default texts;
