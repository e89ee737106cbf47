/** Hungarian (hu): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Bejelentkezés a(z) {projectName}-fiókjával ide: {clientName}',
  'idp.titleCustomScopes': 'A(z) {clientName} hozzáférést kér a(z) {projectName}-fiókjához',
  'idp.permissionsStandard': 'Engedélyezi a(z) {clientName} számára a következőket:',
  'idp.permissionsCustom': 'A(z) {clientName} a következőkre kér engedélyt:',
  'idp.ungrantableNotice': 'Nincs jogosultsága ahhoz, hogy a(z) {clientName} számára hozzáférést adjon a kért hatókörök némelyikéhez.',
  'idp.ungrantableList': 'A(z) {clientName} alábbi kéréseit nem hagyhatja jóvá:',
  'idp.fallbackClientName': 'Az alkalmazás',
  'idp.clientLogo': 'A(z) {clientName} logója',
  'idp.allow': 'Engedélyezés',
  'idp.deny': 'Elutasítás',
  'idp.loading': 'Betöltés…',
  'idp.missingParameter': 'Hiányzik egy kötelező paraméter: {param}. Forduljon az alkalmazás fejlesztőjéhez.',
  'idp.successTitle': 'Sikerült!',
  'idp.successBody': 'Bejelentkezett ide: {clientName}. Bezárhatja ezt az oldalt.',
  'idp.redirecting': 'Visszairányítjuk ide: {clientName}…',
  'idp.redirectNotRequested': 'A kérést nem sikerült teljesíteni: a visszatérési cím nem egyezett az alkalmazás által kért címmel. Forduljon az alkalmazás fejlesztőjéhez.',
  'idp.scope.openid': 'Személyazonosságának ellenőrzése',
  'idp.scope.openid.detail': 'A fiókjában tárolt adatok megtekintése',
  'idp.scope.personalProfile': 'Személyes profiladatainak megtekintése',
  'idp.scope.profile.detail': 'Az Ön neve, profilképe és nyelve',
  'idp.scope.email.detail': 'Az Ön e-mail-címe',
  'idp.scope.phone.detail': 'Az Ön telefonszáma',
  'idp.scope.offline_access': 'Hozzáférés az adataihoz akkor is, amikor nem használja aktívan az alkalmazást',
  'idp.scope.full_access': 'Teljes hozzáférés a fiókjához',
  'idp.scope.custom': 'A(z) {scope} hatókör használata',
  'idp.logoutTitle': 'Kijelentkezik?',
  'idp.logoutBody': 'Biztosan kijelentkezik a(z) {projectName}-fiókjából?',
  'idp.yes': 'Igen',
  'idp.no': 'Nem',
  'idp.logoutDeniedTitle': 'Továbbra is be van jelentkezve',
  'idp.logoutDenied': 'Nem jelentkezett ki. Bezárhatja ezt az oldalt.',
};

export default texts;
