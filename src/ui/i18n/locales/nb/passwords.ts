/** Norwegian Bokmål (nb): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Passord',
  'password.newPassword': 'Nytt passord',
  'password.showPassword': 'Vis passord',
  'password.createTitle': 'Opprett en konto',
  'password.createBody': 'Velg et passord for {email}.',
  'password.loginTitle': 'Logg inn',
  'password.loginBody': 'Skriv inn passordet for {email}.',
  'password.forgot': 'Glemt passordet?',
  'password.createInstead': 'Opprett et passord i stedet',
  'password.emailLinkInstead': 'Send meg en påloggingslenke',
  'password.emailCodeInstead': 'Send meg en påloggingskode',
  'password.strengthLabel': 'Passordstyrke',
  'password.strength.veryWeak': 'Svært svakt',
  'password.strength.weak': 'Svakt',
  'password.strength.strong': 'Sterkt',
  'password.strength.veryStrong': 'Svært sterkt',
  'password.requirementsLabel': 'Passordkrav',
  'password.requirementMet': 'Oppfylt:',
  'password.requirementUnmet': 'Ikke oppfylt ennå:',
  'password.luds.length': { one: 'Må ha minst {count} tegn', other: 'Må ha minst {count} tegn' },
  'password.luds.complexity': { one: 'Må inneholde {count} av følgende: stor bokstav, liten bokstav, tall, symbol', other: 'Må inneholde {count} av følgende: stor bokstav, liten bokstav, tall, symbol' },
  'password.luds.breached': 'Dette passordet kan ha blitt brukt på et annet nettsted som har hatt et sikkerhetsbrudd. Velg et annet passord.',
  'password.forgotTitle': 'Sjekk e-posten din for å få hjelp med påloggingen!',
  'password.forgotBody': 'Vi har sendt en e-post til {email} med en lenke for å tilbakestille passordet ditt. Følg lenken for å velge et nytt passord.',
  'password.setNewTitle': 'Sjekk e-posten din!',
  'password.setNewBody': 'Vi har sendt en e-post til {email}. Følg lenken i den for å angi et passord for kontoen din.',
  'password.dedupeTitle': 'Sjekk e-posten din for å angi et nytt passord',
  'password.dedupeBody': 'Vi vil forsikre oss om at kontoen din er sikker, og at det virkelig er du som logger inn! Vi har sendt en e-post til {email}. Følg lenken i den for å angi et nytt passord.',
  'password.breachedTitle': 'Sjekk e-posten din for å tilbakestille passordet',
  'password.breachedBody': 'For å beskytte kontoen din har vi sendt en e-post til {email}. Følg lenken i den for å velge et nytt passord som du ikke har brukt andre steder.',
  'password.didntGetIt': 'Fikk du den ikke?',
  'password.resend': 'Send e-posten på nytt',
  'password.emailResent': 'E-posten er sendt på nytt',
  'password.loggingIn': 'Logger inn …',
  'password.resetTitle': 'Tilbakestill passordet ditt',
  'password.resetBody': 'Velg et nytt passord for kontoen din.',
  'password.requestNewBody': 'Skriv inn e-postadressen din, så sender vi deg en ny lenke.',
  'password.sendNewEmail': 'Send en ny e-post',
  'password.confirmationTitle': 'Fullført!',
  'password.confirmationBody': 'Du er nå logget inn.',
};

export default texts;
