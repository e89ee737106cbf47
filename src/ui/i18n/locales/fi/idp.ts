/** Finnish (fi): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Kirjaudu palveluun {clientName} {projectName}-tililläsi',
  'idp.titleCustomScopes': '{clientName} pyytää pääsyä {projectName}-tiliisi',
  'idp.permissionsStandard': 'Salli sovelluksen {clientName}:',
  'idp.permissionsCustom': '{clientName} pyytää lupaa:',
  'idp.ungrantableNotice': 'Sinulla ei ole oikeutta myöntää sovellukselle {clientName} pääsyä kaikkiin pyydettyihin käyttöalueisiin.',
  'idp.ungrantableList': 'Et voi sallia sovelluksen {clientName}:',
  'idp.fallbackClientName': 'Sovellus',
  'idp.clientLogo': 'Sovelluksen {clientName} logo',
  'idp.allow': 'Salli',
  'idp.deny': 'Hylkää',
  'idp.loading': 'Ladataan…',
  'idp.missingParameter': 'Pakollinen parametri puuttuu: {param}. Ota yhteyttä sovelluksen kehittäjään.',
  'idp.successTitle': 'Onnistui!',
  'idp.successBody': 'Olet kirjautunut palveluun {clientName}. Voit sulkea tämän sivun.',
  'idp.redirecting': 'Palataan palveluun {clientName}…',
  'idp.redirectNotRequested': 'Pyyntöä ei voitu viedä loppuun: paluuosoite ei ollut se, jota sovellus pyysi. Ota yhteyttä sovelluksen kehittäjään.',
  'idp.scope.openid': 'Vahvistaa henkilöllisyytesi',
  'idp.scope.openid.detail': 'Nähdä tiliisi tallennetut tiedot',
  'idp.scope.personalProfile': 'Nähdä henkilökohtaiset profiilitietosi',
  'idp.scope.profile.detail': 'Nimesi, profiilikuvasi ja kielesi',
  'idp.scope.email.detail': 'Sähköpostiosoitteesi',
  'idp.scope.phone.detail': 'Puhelinnumerosi',
  'idp.scope.offline_access': 'Säilyttää pääsyn tietoihisi myös silloin, kun et käytä sovellusta aktiivisesti',
  'idp.scope.full_access': 'Saada täydet käyttöoikeudet tiliisi',
  'idp.scope.custom': 'Käyttää käyttöaluetta {scope}',
  'idp.logoutTitle': 'Kirjaudutaanko ulos?',
  'idp.logoutBody': 'Haluatko varmasti kirjautua ulos {projectName}-tililtäsi?',
  'idp.yes': 'Kyllä',
  'idp.no': 'Ei',
  'idp.logoutDeniedTitle': 'Olet yhä kirjautuneena',
  'idp.logoutDenied': 'Sinua ei kirjattu ulos. Voit sulkea tämän sivun.',
};

export default texts;
