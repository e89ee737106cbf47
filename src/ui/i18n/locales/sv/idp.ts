/** Swedish (sv): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Logga in på {clientName} med {projectName}',
  'idp.titleCustomScopes': '{clientName} vill komma åt ditt {projectName}-konto',
  'idp.permissionsStandard': 'Tillåt {clientName} att:',
  'idp.permissionsCustom': '{clientName} begär att få:',
  'idp.ungrantableNotice': 'Du har inte behörighet att ge {clientName} åtkomst till vissa av de begärda omfången.',
  'idp.ungrantableList': 'Du kan inte tillåta {clientName} att:',
  'idp.fallbackClientName': 'Appen',
  'idp.clientLogo': 'Logotyp för {clientName}',
  'idp.allow': 'Tillåt',
  'idp.deny': 'Neka',
  'idp.loading': 'Läser in…',
  'idp.missingParameter': 'En obligatorisk parameter saknas: {param}. Kontakta appens utvecklare.',
  'idp.successTitle': 'Klart!',
  'idp.successBody': 'Du har loggats in på {clientName}. Du kan stänga den här sidan.',
  'idp.redirecting': 'Skickar dig tillbaka till {clientName}…',
  'idp.redirectNotRequested': 'Begäran kunde inte slutföras: returadressen var inte den som appen begärde. Kontakta appens utvecklare.',
  'idp.scope.openid': 'Verifiera din identitet',
  'idp.scope.openid.detail': 'Visa information som finns lagrad i ditt konto',
  'idp.scope.personalProfile': 'Visa din personliga profilinformation',
  'idp.scope.profile.detail': 'Ditt namn, din profilbild och ditt språk',
  'idp.scope.email.detail': 'Din e-postadress',
  'idp.scope.phone.detail': 'Ditt telefonnummer',
  'idp.scope.offline_access': 'Behålla åtkomsten till dina data även när du inte aktivt använder appen',
  'idp.scope.full_access': 'Få fullständig åtkomst till ditt konto',
  'idp.scope.custom': 'Använda omfånget {scope}',
  'idp.logoutTitle': 'Vill du logga ut?',
  'idp.logoutBody': 'Är du säker på att du vill logga ut från ditt {projectName}-konto?',
  'idp.yes': 'Ja',
  'idp.no': 'Nej',
  'idp.logoutDeniedTitle': 'Fortfarande inloggad',
  'idp.logoutDenied': 'Du har inte loggats ut. Du kan stänga den här sidan.',
};

export default texts;
