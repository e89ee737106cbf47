/** Norwegian Bokmål (nb): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Logg inn på {clientName} med {projectName}',
  'idp.titleCustomScopes': '{clientName} vil ha tilgang til {projectName}-kontoen din',
  'idp.permissionsStandard': 'Gi {clientName} tillatelse til å:',
  'idp.permissionsCustom': '{clientName} ber om tillatelse til å:',
  'idp.ungrantableNotice': 'Du har ikke tillatelse til å gi {clientName} tilgang til noen av de forespurte omfangene.',
  'idp.ungrantableList': 'Du kan ikke gi {clientName} tillatelse til å:',
  'idp.fallbackClientName': 'Appen',
  'idp.clientLogo': 'Logoen til {clientName}',
  'idp.allow': 'Tillat',
  'idp.deny': 'Avslå',
  'idp.loading': 'Laster inn …',
  'idp.missingParameter': 'En obligatorisk parameter mangler: {param}. Kontakt utvikleren av appen.',
  'idp.successTitle': 'Fullført!',
  'idp.successBody': 'Du er logget inn på {clientName}. Du kan lukke denne siden.',
  'idp.redirecting': 'Sender deg tilbake til {clientName} …',
  'idp.redirectNotRequested': 'Forespørselen kunne ikke fullføres: Returadressen var ikke den appen ba om. Kontakt utvikleren av appen.',
  'idp.scope.openid': 'Bekrefte identiteten din',
  'idp.scope.openid.detail': 'Se informasjon som er lagret i kontoen din',
  'idp.scope.personalProfile': 'Se den personlige profilinformasjonen din',
  'idp.scope.profile.detail': 'Navnet ditt, profilbildet ditt og språket ditt',
  'idp.scope.email.detail': 'E-postadressen din',
  'idp.scope.phone.detail': 'Telefonnummeret ditt',
  'idp.scope.offline_access': 'Beholde tilgangen til dataene dine også når du ikke bruker appen aktivt',
  'idp.scope.full_access': 'Få full tilgang til kontoen din',
  'idp.scope.custom': 'Bruke omfanget {scope}',
  'idp.logoutTitle': 'Vil du logge ut?',
  'idp.logoutBody': 'Er du sikker på at du vil logge ut av {projectName}-kontoen din?',
  'idp.yes': 'Ja',
  'idp.no': 'Nei',
  'idp.logoutDeniedTitle': 'Fortsatt logget inn',
  'idp.logoutDenied': 'Du er ikke logget ut. Du kan lukke denne siden.',
};

export default texts;
