/** Dutch (nl): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Inloggen bij {clientName} met {projectName}',
  'idp.titleCustomScopes': '{clientName} wil toegang tot je {projectName}-account',
  'idp.permissionsStandard': '{clientName} toestemming geven voor:',
  'idp.permissionsCustom': '{clientName} vraagt toestemming voor:',
  'idp.ungrantableNotice': 'Je hebt geen rechten om {clientName} toegang te geven tot sommige van de gevraagde bereiken.',
  'idp.ungrantableList': 'Je kunt {clientName} geen toestemming geven voor:',
  'idp.fallbackClientName': 'De app',
  'idp.clientLogo': 'Logo van {clientName}',
  'idp.allow': 'Toestaan',
  'idp.deny': 'Weigeren',
  'idp.loading': 'Laden…',
  'idp.missingParameter': 'Er ontbreekt een verplichte parameter: {param}. Neem contact op met de ontwikkelaar van de app.',
  'idp.successTitle': 'Gelukt!',
  'idp.successBody': 'Je bent ingelogd bij {clientName}. Je kunt deze pagina sluiten.',
  'idp.redirecting': 'Je gaat terug naar {clientName}…',
  'idp.redirectNotRequested': 'Dit verzoek kan niet worden voltooid: het terugkeeradres is niet het adres dat de app heeft opgegeven. Neem contact op met de ontwikkelaar van de app.',
  'idp.scope.openid': 'Je identiteit verifiëren',
  'idp.scope.openid.detail': 'Informatie in je account bekijken',
  'idp.scope.personalProfile': 'Je persoonlijke profielgegevens bekijken',
  'idp.scope.profile.detail': 'Je naam, profielfoto en taal',
  'idp.scope.email.detail': 'Je e-mailadres',
  'idp.scope.phone.detail': 'Je telefoonnummer',
  'idp.scope.offline_access': 'Toegang tot je gegevens behouden, ook als je de app niet actief gebruikt',
  'idp.scope.full_access': 'Volledige toegang tot je account krijgen',
  'idp.scope.custom': 'Het bereik {scope} gebruiken',
  'idp.logoutTitle': 'Uitloggen?',
  'idp.logoutBody': 'Weet je zeker dat je wilt uitloggen bij je {projectName}-account?',
  'idp.yes': 'Ja',
  'idp.no': 'Nee',
  'idp.logoutDeniedTitle': 'Nog steeds ingelogd',
  'idp.logoutDenied': 'Je bent niet uitgelogd. Je kunt deze pagina sluiten.',
};

export default texts;
