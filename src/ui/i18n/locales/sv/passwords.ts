/** Swedish (sv): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Lösenord',
  'password.newPassword': 'Nytt lösenord',
  'password.showPassword': 'Visa lösenord',
  'password.createTitle': 'Skapa ett konto',
  'password.createBody': 'Välj ett lösenord för {email}.',
  'password.loginTitle': 'Logga in',
  'password.loginBody': 'Ange lösenordet för {email}.',
  'password.forgot': 'Glömt lösenordet?',
  'password.createInstead': 'Skapa ett lösenord i stället',
  'password.emailLinkInstead': 'Mejla mig en inloggningslänk',
  'password.emailCodeInstead': 'Mejla mig en inloggningskod',
  'password.strengthLabel': 'Lösenordsstyrka',
  'password.strength.veryWeak': 'Mycket svagt',
  'password.strength.weak': 'Svagt',
  'password.strength.strong': 'Starkt',
  'password.strength.veryStrong': 'Mycket starkt',
  'password.requirementsLabel': 'Lösenordskrav',
  'password.requirementMet': 'Uppfyllt:',
  'password.requirementUnmet': 'Inte uppfyllt än:',
  'password.luds.length': { one: 'Måste vara minst {count} tecken långt', other: 'Måste vara minst {count} tecken långt' },
  'password.luds.complexity': { one: 'Måste innehålla {count} av följande: versal, gemen, siffra, symbol', other: 'Måste innehålla {count} av följande: versal, gemen, siffra, symbol' },
  'password.luds.breached': 'Lösenordet kan ha använts på en annan webbplats som drabbats av ett säkerhetsintrång. Välj ett annat lösenord.',
  'password.forgotTitle': 'Kolla din e-post för att få hjälp att logga in!',
  'password.forgotBody': 'Vi har skickat ett mejl till {email} med en länk för att återställa ditt lösenord. Följ länken för att välja ett nytt lösenord.',
  'password.setNewTitle': 'Kolla din e-post!',
  'password.setNewBody': 'Vi har skickat ett mejl till {email}. Följ länken i mejlet för att ange ett lösenord för ditt konto.',
  'password.dedupeTitle': 'Kolla din e-post för att ange ett nytt lösenord',
  'password.dedupeBody': 'Vi vill se till att ditt konto är säkert och att det verkligen är du som loggar in! Vi har skickat ett mejl till {email}. Följ länken i mejlet för att ange ett nytt lösenord.',
  'password.breachedTitle': 'Kolla din e-post för att återställa ditt lösenord',
  'password.breachedBody': 'För att skydda ditt konto har vi skickat ett mejl till {email}. Följ länken i mejlet för att välja ett nytt lösenord som du inte har använt någon annanstans.',
  'password.didntGetIt': 'Fick du inget?',
  'password.resend': 'Skicka mejlet igen',
  'password.emailResent': 'Mejlet har skickats igen',
  'password.loggingIn': 'Loggar in…',
  'password.resetTitle': 'Återställ ditt lösenord',
  'password.resetBody': 'Välj ett nytt lösenord för ditt konto.',
  'password.requestNewBody': 'Ange din e-postadress så skickar vi en ny länk till dig.',
  'password.sendNewEmail': 'Skicka ett nytt mejl',
  'password.confirmationTitle': 'Klart!',
  'password.confirmationBody': 'Du är nu inloggad.',
};

export default texts;
