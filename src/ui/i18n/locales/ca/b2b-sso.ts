/** Catalan (ca): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Introdueix l’adreça electrònica per continuar',
  'b2b.sso.connectionsTitle': 'Selecciona una connexió per continuar',
  'b2b.sso.organizationTitle': 'Continua a {organization}',
  'b2b.sso.continueWith': 'Continua amb {name}',
  'b2b.sso.noConnections': 'Aquesta organització encara no té cap connexió d’inici de sessió únic. Prova un altre mètode.',
  'b2b.sso.fallbackTitle': 'No hem trobat cap connexió',
  'b2b.sso.fallbackBody': 'Introdueix l’identificador únic de l’organització per continuar. Si no el saps, inicia la sessió amb un altre mètode per veure totes les organitzacions a les quals tens accés.',
  'b2b.sso.slugField': 'Identificador de l’organització',
  'b2b.sso.slugRequired': 'Introdueix l’identificador de l’organització.',
  'b2b.sso.orgNotFound': 'No s’ha trobat l’organització. Torna-ho a provar.',
  'b2b.sso.landingFailedTitle': 'No hem pogut iniciar la sessió',
  'b2b.sso.tryAnotherMethod': 'Prova un altre mètode',
  'b2b.sso.redirecting': 'S’està redirigint a {name}…',
  'b2b.sso.signingIn': 'S’està iniciant la sessió…',
};

export default texts;
