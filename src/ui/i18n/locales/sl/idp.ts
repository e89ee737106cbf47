/** Slovenian (sl): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Prijava v aplikacijo {clientName} z računom {projectName}',
  'idp.titleCustomScopes': 'Aplikacija {clientName} želi dostop do vašega računa {projectName}',
  'idp.permissionsStandard': 'Dovoli aplikaciji {clientName}:',
  'idp.permissionsCustom': 'Aplikacija {clientName} zahteva dovoljenje za:',
  'idp.ungrantableNotice': 'Nimate dovoljenj, da bi aplikaciji {clientName} odobrili dostop do nekaterih zahtevanih obsegov.',
  'idp.ungrantableList': 'Aplikaciji {clientName} ne morete odobriti zahteve za:',
  'idp.fallbackClientName': 'Aplikacija',
  'idp.clientLogo': 'Logotip aplikacije {clientName}',
  'idp.allow': 'Dovoli',
  'idp.deny': 'Zavrni',
  'idp.loading': 'Nalaganje …',
  'idp.missingParameter': 'Manjka obvezen parameter: {param}. Obrnite se na razvijalca aplikacije.',
  'idp.successTitle': 'Uspešno!',
  'idp.successBody': 'Prijavljeni ste v aplikacijo {clientName}. To stran lahko zaprete.',
  'idp.redirecting': 'Vračanje v aplikacijo {clientName} …',
  'idp.redirectNotRequested': 'Te zahteve ni bilo mogoče dokončati: povratni naslov ni bil tisti, ki ga je zahtevala aplikacija. Obrnite se na razvijalca aplikacije.',
  'idp.scope.openid': 'Preverjanje vaše identitete',
  'idp.scope.openid.detail': 'Ogled podatkov, shranjenih v vašem računu',
  'idp.scope.personalProfile': 'Ogled podatkov vašega osebnega profila',
  'idp.scope.profile.detail': 'Vaše ime, profilna slika in jezik',
  'idp.scope.email.detail': 'Vaš e-poštni naslov',
  'idp.scope.phone.detail': 'Vaša telefonska številka',
  'idp.scope.offline_access': 'Ohranjanje dostopa do vaših podatkov, tudi ko aplikacije aktivno ne uporabljate',
  'idp.scope.full_access': 'Popoln dostop do vašega računa',
  'idp.scope.custom': 'Uporaba obsega {scope}',
  'idp.logoutTitle': 'Se želite odjaviti?',
  'idp.logoutBody': 'Ali se res želite odjaviti iz računa {projectName}?',
  'idp.yes': 'Da',
  'idp.no': 'Ne',
  'idp.logoutDeniedTitle': 'Še vedno ste prijavljeni',
  'idp.logoutDenied': 'Niste bili odjavljeni. To stran lahko zaprete.',
};

export default texts;
