/** Slovak (sk): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Prihlásenie do aplikácie {clientName} pomocou účtu {projectName}',
  'idp.titleCustomScopes': 'Aplikácia {clientName} chce získať prístup k vášmu účtu {projectName}',
  'idp.permissionsStandard': 'Povoliť aplikácii {clientName}:',
  'idp.permissionsCustom': 'Aplikácia {clientName} žiada o povolenie:',
  'idp.ungrantableNotice': 'Nemáte oprávnenie udeliť aplikácii {clientName} prístup k niektorým požadovaným rozsahom.',
  'idp.ungrantableList': 'Aplikácii {clientName} nemôžete povoliť:',
  'idp.fallbackClientName': 'Aplikácia',
  'idp.clientLogo': 'Logo aplikácie {clientName}',
  'idp.allow': 'Povoliť',
  'idp.deny': 'Zamietnuť',
  'idp.loading': 'Načítava sa…',
  'idp.missingParameter': 'Chýba povinný parameter: {param}. Obráťte sa na vývojára aplikácie.',
  'idp.successTitle': 'Hotovo!',
  'idp.successBody': 'Boli ste prihlásení do aplikácie {clientName}. Túto stránku môžete zavrieť.',
  'idp.redirecting': 'Presmerúvame vás späť do aplikácie {clientName}…',
  'idp.redirectNotRequested': 'Túto žiadosť nebolo možné dokončiť: návratová adresa sa nezhodovala s adresou, ktorú aplikácia požadovala. Obráťte sa na vývojára aplikácie.',
  'idp.scope.openid': 'Overiť vašu totožnosť',
  'idp.scope.openid.detail': 'Zobraziť informácie uložené vo vašom účte',
  'idp.scope.personalProfile': 'Zobraziť informácie z vášho osobného profilu',
  'idp.scope.profile.detail': 'Vaše meno, profilová fotka a jazyk',
  'idp.scope.email.detail': 'Vaša e-mailová adresa',
  'idp.scope.phone.detail': 'Vaše telefónne číslo',
  'idp.scope.offline_access': 'Zachovať prístup k vašim údajom, aj keď aplikáciu aktívne nepoužívate',
  'idp.scope.full_access': 'Mať úplný prístup k vášmu účtu',
  'idp.scope.custom': 'Používať rozsah {scope}',
  'idp.logoutTitle': 'Odhlásiť sa?',
  'idp.logoutBody': 'Naozaj sa chcete odhlásiť z účtu {projectName}?',
  'idp.yes': 'Áno',
  'idp.no': 'Nie',
  'idp.logoutDeniedTitle': 'Stále ste prihlásení',
  'idp.logoutDenied': 'Neboli ste odhlásení. Túto stránku môžete zavrieť.',
};

export default texts;
