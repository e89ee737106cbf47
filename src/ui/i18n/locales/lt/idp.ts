/** Lithuanian (lt): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Prisijungimas prie programos {clientName} naudojant {projectName} paskyrą',
  'idp.titleCustomScopes': 'Programa {clientName} nori pasiekti jūsų {projectName} paskyrą',
  'idp.permissionsStandard': 'Leisti programai {clientName}:',
  'idp.permissionsCustom': 'Programa {clientName} prašo leidimo:',
  'idp.ungrantableNotice': 'Neturite teisių suteikti programai {clientName} prieigos prie kai kurių prašomų aprėpčių.',
  'idp.ungrantableList': 'Negalite patenkinti programos {clientName} prašymo:',
  'idp.fallbackClientName': 'Programa',
  'idp.clientLogo': 'Programos {clientName} logotipas',
  'idp.allow': 'Leisti',
  'idp.deny': 'Atmesti',
  'idp.loading': 'Įkeliama…',
  'idp.missingParameter': 'Trūksta privalomo parametro: {param}. Kreipkitės į programos kūrėją.',
  'idp.successTitle': 'Pavyko!',
  'idp.successBody': 'Prisijungėte prie programos {clientName}. Galite uždaryti šį puslapį.',
  'idp.redirecting': 'Grąžiname jus į programą {clientName}…',
  'idp.redirectNotRequested': 'Šios užklausos užbaigti nepavyko: grįžimo adresas nesutapo su tuo, kurio prašė programa. Kreipkitės į programos kūrėją.',
  'idp.scope.openid': 'Patvirtinti jūsų tapatybę',
  'idp.scope.openid.detail': 'Peržiūrėti jūsų paskyroje saugomą informaciją',
  'idp.scope.personalProfile': 'Peržiūrėti jūsų asmeninio profilio informaciją',
  'idp.scope.profile.detail': 'Jūsų vardas, profilio nuotrauka ir kalba',
  'idp.scope.email.detail': 'Jūsų el. pašto adresas',
  'idp.scope.phone.detail': 'Jūsų telefono numeris',
  'idp.scope.offline_access': 'Išlaikyti prieigą prie jūsų duomenų net tada, kai aktyviai nenaudojate programos',
  'idp.scope.full_access': 'Turėti visišką prieigą prie jūsų paskyros',
  'idp.scope.custom': 'Naudoti aprėptį {scope}',
  'idp.logoutTitle': 'Atsijungti?',
  'idp.logoutBody': 'Ar tikrai norite atsijungti nuo savo {projectName} paskyros?',
  'idp.yes': 'Taip',
  'idp.no': 'Ne',
  'idp.logoutDeniedTitle': 'Vis dar esate prisijungę',
  'idp.logoutDenied': 'Nebuvote atjungti. Galite uždaryti šį puslapį.',
};

export default texts;
