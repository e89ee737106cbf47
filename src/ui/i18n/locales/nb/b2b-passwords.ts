/** Norwegian Bokmål (nb): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Passord',
  'b2b.password.newField': 'Nytt passord',
  'b2b.password.show': 'Vis passord',
  'b2b.password.required': 'Skriv inn passordet ditt.',
  'b2b.password.loginTitle': 'Logg inn med e-post og passord',
  'b2b.password.loginOrganization': 'Logg inn på {organization}',
  'b2b.password.forgot': 'Glemt passordet?',
  'b2b.password.forgotTitle': 'Tilbakestill passordet ditt',
  'b2b.password.forgotOrganization': 'Vi sender deg en påloggingslenke på e-post, slik at du kan logge rett inn på kontoen din eller tilbakestille passordet hvis du har et.',
  'b2b.password.forgotDiscovery': 'Vi sender deg en bekreftelseslenke på e-post, slik at du kan registrere en konto eller tilbakestille passordet hvis du har et.',
  'b2b.password.noPasswordTitle': 'Angi et passord via e-post',
  'b2b.password.noPasswordBody': 'Du har ikke noe passord ennå. Vi sender deg en lenke på e-post, slik at du kan angi et.',
  'b2b.password.breachedTitle': 'Velg et nytt passord',
  'b2b.password.breachedBody': 'Vi sender deg en lenke på e-post, slik at du kan velge et nytt passord som du ikke har brukt andre steder.',
  'b2b.password.sendLink': 'Send meg en lenke',
  'b2b.password.sentTitle': 'Sjekk e-posten din',
  'b2b.password.sentBody': 'En lenke for å tilbakestille passordet er sendt til {email}.',
  'b2b.password.didntGetIt': 'Fikk du den ikke?',
  'b2b.password.resend': 'Send e-posten på nytt',
  'b2b.password.resent': 'E-posten er sendt på nytt',
  'b2b.password.setNewTitle': 'Angi et nytt passord',
  'b2b.password.setNewBody': 'Velg et nytt passord for kontoen din.',
  'b2b.password.noToken': 'Denne siden ble åpnet uten en lenke for tilbakestilling av passord. Åpne lenken i e-posten på nytt.',
  'b2b.password.strengthScore': 'Passordstyrke: {score} av 4.',
  'b2b.password.accepted': 'Passordet er godkjent.',
  'b2b.password.notAccepted': 'Passordet er ikke godkjent.',
  'b2b.password.requirementsLabel': 'Passordkrav',
  'b2b.password.requirementMet': 'Oppfylt:',
  'b2b.password.requirementUnmet': 'Ikke oppfylt ennå:',
  'b2b.password.minimumLength': { one: 'Må ha minst {count} tegn', other: 'Må ha minst {count} tegn' },
  'b2b.password.complexity': { one: 'Må inneholde {count} av følgende: stor bokstav, liten bokstav, tall, symbol', other: 'Må inneholde {count} av følgende: stor bokstav, liten bokstav, tall, symbol' },
  'b2b.password.breached': 'Dette passordet kan ha blitt brukt på et annet nettsted som har hatt et sikkerhetsbrudd. Velg et annet passord.',
};

export default texts;
