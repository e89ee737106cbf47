/** Italian (it): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Accedi a {clientName} con {projectName}',
  'idp.titleCustomScopes': '{clientName} vuole accedere al tuo account {projectName}',
  'idp.permissionsStandard': 'Consenti a {clientName} di:',
  'idp.permissionsCustom': '{clientName} chiede di:',
  'idp.ungrantableNotice': 'Non hai le autorizzazioni necessarie per concedere a {clientName} l’accesso ad alcuni degli ambiti richiesti.',
  'idp.ungrantableList': 'Non puoi consentire a {clientName} di:',
  'idp.fallbackClientName': 'L’app',
  'idp.clientLogo': 'Logo di {clientName}',
  'idp.allow': 'Consenti',
  'idp.deny': 'Rifiuta',
  'idp.loading': 'Caricamento…',
  'idp.missingParameter': 'Manca un parametro obbligatorio: {param}. Contatta lo sviluppatore dell’applicazione.',
  'idp.successTitle': 'Fatto!',
  'idp.successBody': 'Hai eseguito l’accesso a {clientName}. Puoi chiudere questa pagina.',
  'idp.redirecting': 'Ritorno a {clientName}…',
  'idp.redirectNotRequested': 'Impossibile completare la richiesta: l’indirizzo di ritorno non è quello richiesto dall’app. Contatta lo sviluppatore dell’applicazione.',
  'idp.scope.openid': 'Verificare la tua identità',
  'idp.scope.openid.detail': 'Visualizzare le informazioni memorizzate nel tuo account',
  'idp.scope.personalProfile': 'Visualizzare le informazioni del tuo profilo personale',
  'idp.scope.profile.detail': 'Il tuo nome, l’immagine del profilo e la lingua',
  'idp.scope.email.detail': 'Il tuo indirizzo email',
  'idp.scope.phone.detail': 'Il tuo numero di telefono',
  'idp.scope.offline_access': 'Mantenere l’accesso ai tuoi dati anche quando non stai usando l’app',
  'idp.scope.full_access': 'Avere accesso completo al tuo account',
  'idp.scope.custom': 'Usare l’ambito {scope}',
  'idp.logoutTitle': 'Uscire?',
  'idp.logoutBody': 'Vuoi davvero uscire dal tuo account {projectName}?',
  'idp.yes': 'Sì',
  'idp.no': 'No',
  'idp.logoutDeniedTitle': 'Accesso ancora attivo',
  'idp.logoutDenied': 'Non sei uscito dall’account. Puoi chiudere questa pagina.',
};

export default texts;
