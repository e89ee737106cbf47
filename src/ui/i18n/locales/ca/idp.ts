/** Catalan (ca): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Inicia la sessió a {clientName} amb {projectName}',
  'idp.titleCustomScopes': '{clientName} vol accedir al teu compte de {projectName}',
  'idp.permissionsStandard': 'Permet que {clientName} pugui:',
  'idp.permissionsCustom': '{clientName} sol·licita permís per:',
  'idp.ungrantableNotice': 'No tens permisos per concedir a {clientName} accés a alguns dels àmbits sol·licitats.',
  'idp.ungrantableList': 'No pots concedir a {clientName} permís per:',
  'idp.fallbackClientName': 'L’aplicació',
  'idp.clientLogo': 'Logotip de {clientName}',
  'idp.allow': 'Permet',
  'idp.deny': 'Denega',
  'idp.loading': 'S’està carregant…',
  'idp.missingParameter': 'Falta un paràmetre obligatori: {param}. Posa’t en contacte amb el desenvolupador de l’aplicació.',
  'idp.successTitle': 'Fet!',
  'idp.successBody': 'Has iniciat la sessió a {clientName}. Ja pots tancar aquesta pàgina.',
  'idp.redirecting': 'S’està tornant a {clientName}…',
  'idp.redirectNotRequested': 'No s’ha pogut completar aquesta sol·licitud: l’adreça de retorn no és la que ha demanat l’aplicació. Posa’t en contacte amb el desenvolupador de l’aplicació.',
  'idp.scope.openid': 'Verificar la teva identitat',
  'idp.scope.openid.detail': 'Veure la informació desada al teu compte',
  'idp.scope.personalProfile': 'Veure la informació del teu perfil personal',
  'idp.scope.profile.detail': 'El teu nom, la foto de perfil i l’idioma',
  'idp.scope.email.detail': 'La teva adreça electrònica',
  'idp.scope.phone.detail': 'El teu número de telèfon',
  'idp.scope.offline_access': 'Mantenir l’accés a les teves dades encara que no estiguis utilitzant l’aplicació',
  'idp.scope.full_access': 'Tenir accés complet al teu compte',
  'idp.scope.custom': 'Utilitzar l’àmbit {scope}',
  'idp.logoutTitle': 'Vols tancar la sessió?',
  'idp.logoutBody': 'Segur que vols tancar la sessió del teu compte de {projectName}?',
  'idp.yes': 'Sí',
  'idp.no': 'No',
  'idp.logoutDeniedTitle': 'La sessió continua iniciada',
  'idp.logoutDenied': 'No s’ha tancat la sessió. Ja pots tancar aquesta pàgina.',
};

export default texts;
