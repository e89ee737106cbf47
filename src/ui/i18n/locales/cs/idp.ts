/** Czech (cs): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Přihlášení do {clientName} přes {projectName}',
  'idp.titleCustomScopes': '{clientName} žádá o přístup k vašemu účtu {projectName}',
  'idp.permissionsStandard': 'Povolit aplikaci {clientName}:',
  'idp.permissionsCustom': '{clientName} žádá o oprávnění:',
  'idp.ungrantableNotice': 'Nemáte oprávnění udělit aplikaci {clientName} přístup k některým požadovaným rozsahům.',
  'idp.ungrantableList': 'Aplikaci {clientName} nemůžete povolit:',
  'idp.fallbackClientName': 'Aplikace',
  'idp.clientLogo': 'Logo {clientName}',
  'idp.allow': 'Povolit',
  'idp.deny': 'Zamítnout',
  'idp.loading': 'Načítání…',
  'idp.missingParameter': 'Chybí povinný parametr: {param}. Obraťte se na vývojáře aplikace.',
  'idp.successTitle': 'Hotovo!',
  'idp.successBody': 'Přihlásili jste se do {clientName}. Tuto stránku můžete zavřít.',
  'idp.redirecting': 'Vracíme vás do {clientName}…',
  'idp.redirectNotRequested': 'Požadavek nelze dokončit: adresa pro návrat není ta, kterou aplikace požadovala. Obraťte se na vývojáře aplikace.',
  'idp.scope.openid': 'Ověřit vaši totožnost',
  'idp.scope.openid.detail': 'Zobrazit informace uložené ve vašem účtu',
  'idp.scope.personalProfile': 'Zobrazit údaje vašeho osobního profilu',
  'idp.scope.profile.detail': 'Vaše jméno, profilová fotka a jazyk',
  'idp.scope.email.detail': 'Vaše e-mailová adresa',
  'idp.scope.phone.detail': 'Vaše telefonní číslo',
  'idp.scope.offline_access': 'Zachovat přístup k vašim datům, i když aplikaci aktivně nepoužíváte',
  'idp.scope.full_access': 'Mít plný přístup k vašemu účtu',
  'idp.scope.custom': 'Používat rozsah {scope}',
  'idp.logoutTitle': 'Odhlásit se?',
  'idp.logoutBody': 'Opravdu se chcete odhlásit z účtu {projectName}?',
  'idp.yes': 'Ano',
  'idp.no': 'Ne',
  'idp.logoutDeniedTitle': 'Stále jste přihlášeni',
  'idp.logoutDenied': 'Nebyli jste odhlášeni. Tuto stránku můžete zavřít.',
};

export default texts;
