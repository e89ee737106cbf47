/** Romanian (ro): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Conectați-vă la {clientName} cu {projectName}',
  'idp.titleCustomScopes': '{clientName} solicită acces la contul dvs. {projectName}',
  'idp.permissionsStandard': 'Permiteți următoarele pentru {clientName}:',
  'idp.permissionsCustom': '{clientName} solicită următoarele:',
  'idp.ungrantableNotice': 'Nu aveți permisiunea de a acorda acces pentru {clientName} la unele dintre domeniile solicitate.',
  'idp.ungrantableList': 'Nu puteți aproba următoarele solicitări de la {clientName}:',
  'idp.fallbackClientName': 'Aplicația',
  'idp.clientLogo': 'Sigla {clientName}',
  'idp.allow': 'Permiteți',
  'idp.deny': 'Refuzați',
  'idp.loading': 'Se încarcă...',
  'idp.missingParameter': 'Lipsește un parametru obligatoriu: {param}. Contactați dezvoltatorul aplicației.',
  'idp.successTitle': 'Gata!',
  'idp.successBody': 'V-ați conectat la {clientName}. Puteți închide această pagină.',
  'idp.redirecting': 'Vă redirecționăm înapoi la {clientName}…',
  'idp.redirectNotRequested': 'Solicitarea nu a putut fi finalizată: adresa de revenire nu este cea solicitată de aplicație. Contactați dezvoltatorul aplicației.',
  'idp.scope.openid': 'Verificarea identității dvs.',
  'idp.scope.openid.detail': 'Vizualizarea informațiilor stocate în contul dvs.',
  'idp.scope.personalProfile': 'Vizualizarea informațiilor din profilul dvs. personal',
  'idp.scope.profile.detail': 'Numele, fotografia de profil și limba',
  'idp.scope.email.detail': 'Adresa de e-mail',
  'idp.scope.phone.detail': 'Numărul de telefon',
  'idp.scope.offline_access': 'Păstrarea accesului la datele dvs. chiar și atunci când nu folosiți aplicația',
  'idp.scope.full_access': 'Acces complet la contul dvs.',
  'idp.scope.custom': 'Utilizarea domeniului {scope}',
  'idp.logoutTitle': 'Vă deconectați?',
  'idp.logoutBody': 'Sigur doriți să vă deconectați de la contul {projectName}?',
  'idp.yes': 'Da',
  'idp.no': 'Nu',
  'idp.logoutDeniedTitle': 'Sesiunea rămâne activă',
  'idp.logoutDenied': 'Deconectarea nu a avut loc. Puteți închide această pagină.',
};

export default texts;
