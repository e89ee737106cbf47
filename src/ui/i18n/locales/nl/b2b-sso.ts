/** Dutch (nl): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Voer je e-mailadres in om door te gaan',
  'b2b.sso.connectionsTitle': 'Kies een verbinding om door te gaan',
  'b2b.sso.organizationTitle': 'Doorgaan naar {organization}',
  'b2b.sso.continueWith': 'Doorgaan met {name}',
  'b2b.sso.noConnections': 'Deze organisatie heeft nog geen single sign-on-verbinding. Probeer een andere methode.',
  'b2b.sso.fallbackTitle': 'Sorry, we kunnen geen verbindingen vinden',
  'b2b.sso.fallbackBody': 'Voer de unieke URL-naam van de organisatie in om door te gaan. Weet je die niet? Log dan op een andere manier in om al je beschikbare organisaties te zien.',
  'b2b.sso.slugField': 'URL-naam van organisatie',
  'b2b.sso.slugRequired': 'Voer de URL-naam van de organisatie in.',
  'b2b.sso.orgNotFound': 'Organisatie niet gevonden. Probeer het opnieuw.',
  'b2b.sso.landingFailedTitle': 'We konden je niet inloggen',
  'b2b.sso.tryAnotherMethod': 'Andere methode proberen',
  'b2b.sso.redirecting': 'Doorsturen naar {name}…',
  'b2b.sso.signingIn': 'Inloggen…',
};

export default texts;
