/** Latvian (lv): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Pierakstīšanās lietotnē {clientName} ar {projectName} kontu',
  'idp.titleCustomScopes': 'Lietotne {clientName} vēlas piekļūt jūsu {projectName} kontam',
  'idp.permissionsStandard': 'Atļaut lietotnei {clientName}:',
  'idp.permissionsCustom': 'Lietotne {clientName} pieprasa atļauju:',
  'idp.ungrantableNotice': 'Jums nav atļaujas piešķirt lietotnei {clientName} piekļuvi dažiem pieprasītajiem tvērumiem.',
  'idp.ungrantableList': 'Jūs nevarat apstiprināt lietotnes {clientName} pieprasījumu:',
  'idp.fallbackClientName': 'Lietotne',
  'idp.clientLogo': 'Lietotnes {clientName} logotips',
  'idp.allow': 'Atļaut',
  'idp.deny': 'Noraidīt',
  'idp.loading': 'Notiek ielāde…',
  'idp.missingParameter': 'Trūkst obligātā parametra: {param}. Sazinieties ar lietotnes izstrādātāju.',
  'idp.successTitle': 'Izdevās!',
  'idp.successBody': 'Pierakstīšanās lietotnē {clientName} bija veiksmīga. Varat aizvērt šo lapu.',
  'idp.redirecting': 'Notiek atgriešanās lietotnē {clientName}…',
  'idp.redirectNotRequested': 'Šo pieprasījumu nevarēja pabeigt: atgriešanās adrese nebija tā, ko pieprasīja lietotne. Sazinieties ar lietotnes izstrādātāju.',
  'idp.scope.openid': 'Verificēt jūsu identitāti',
  'idp.scope.openid.detail': 'Skatīt jūsu kontā saglabāto informāciju',
  'idp.scope.personalProfile': 'Skatīt jūsu personīgā profila informāciju',
  'idp.scope.profile.detail': 'Jūsu vārds, profila attēls un valoda',
  'idp.scope.email.detail': 'Jūsu e-pasta adrese',
  'idp.scope.phone.detail': 'Jūsu tālruņa numurs',
  'idp.scope.offline_access': 'Saglabāt piekļuvi jūsu datiem arī tad, kad aktīvi neizmantojat lietotni',
  'idp.scope.full_access': 'Pilnībā piekļūt jūsu kontam',
  'idp.scope.custom': 'Izmantot tvērumu {scope}',
  'idp.logoutTitle': 'Vai izrakstīties?',
  'idp.logoutBody': 'Vai tiešām vēlaties izrakstīties no sava {projectName} konta?',
  'idp.yes': 'Jā',
  'idp.no': 'Nē',
  'idp.logoutDeniedTitle': 'Pierakstīšanās joprojām ir aktīva',
  'idp.logoutDenied': 'Izrakstīšanās netika veikta. Varat aizvērt šo lapu.',
};

export default texts;
