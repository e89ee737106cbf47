/** Croatian (hr): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Prijava u aplikaciju {clientName} putem računa {projectName}',
  'idp.titleCustomScopes': 'Aplikacija {clientName} želi pristup vašem računu {projectName}',
  'idp.permissionsStandard': 'Dopusti aplikaciji {clientName} sljedeće:',
  'idp.permissionsCustom': 'Aplikacija {clientName} traži dopuštenje za sljedeće:',
  'idp.ungrantableNotice': 'Nemate dopuštenje da aplikaciji {clientName} odobrite pristup nekim od traženih opsega.',
  'idp.ungrantableList': 'Ne možete odobriti zahtjev aplikacije {clientName} za sljedeće:',
  'idp.fallbackClientName': 'Aplikacija',
  'idp.clientLogo': 'Logotip aplikacije {clientName}',
  'idp.allow': 'Dopusti',
  'idp.deny': 'Odbij',
  'idp.loading': 'Učitavanje…',
  'idp.missingParameter': 'Nedostaje obavezni parametar: {param}. Obratite se razvojnom programeru aplikacije.',
  'idp.successTitle': 'Uspjeh!',
  'idp.successBody': 'Prijavljeni ste u aplikaciju {clientName}. Možete zatvoriti ovu stranicu.',
  'idp.redirecting': 'Vraćamo vas u aplikaciju {clientName}…',
  'idp.redirectNotRequested': 'Ovaj zahtjev nije moguće dovršiti: povratna adresa nije ona koju je aplikacija zatražila. Obratite se razvojnom programeru aplikacije.',
  'idp.scope.openid': 'Potvrda vašeg identiteta',
  'idp.scope.openid.detail': 'Pregled podataka pohranjenih na vašem računu',
  'idp.scope.personalProfile': 'Pregled podataka vašeg osobnog profila',
  'idp.scope.profile.detail': 'Vaše ime, profilna slika i jezik',
  'idp.scope.email.detail': 'Vaša adresa e-pošte',
  'idp.scope.phone.detail': 'Vaš telefonski broj',
  'idp.scope.offline_access': 'Zadržavanje pristupa vašim podacima i kada aktivno ne koristite aplikaciju',
  'idp.scope.full_access': 'Potpuni pristup vašem računu',
  'idp.scope.custom': 'Upotreba opsega {scope}',
  'idp.logoutTitle': 'Odjaviti se?',
  'idp.logoutBody': 'Jeste li sigurni da se želite odjaviti s računa {projectName}?',
  'idp.yes': 'Da',
  'idp.no': 'Ne',
  'idp.logoutDeniedTitle': 'I dalje ste prijavljeni',
  'idp.logoutDenied': 'Niste odjavljeni. Možete zatvoriti ovu stranicu.',
};

export default texts;
