/** Swedish (sv): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Ange din e-postadress för att fortsätta',
  'b2b.sso.connectionsTitle': 'Välj en anslutning för att fortsätta',
  'b2b.sso.organizationTitle': 'Fortsätt till {organization}',
  'b2b.sso.continueWith': 'Fortsätt med {name}',
  'b2b.sso.noConnections': 'Den här organisationen har ingen anslutning för enkel inloggning än. Prova en annan metod.',
  'b2b.sso.fallbackTitle': 'Vi kunde tyvärr inte hitta några anslutningar',
  'b2b.sso.fallbackBody': 'Ange organisationens unika URL-namn för att fortsätta. Om du inte känner till det kan du logga in på ett annat sätt för att se alla organisationer du har tillgång till.',
  'b2b.sso.slugField': 'Organisationens URL-namn',
  'b2b.sso.slugRequired': 'Ange organisationens URL-namn.',
  'b2b.sso.orgNotFound': 'Organisationen hittades inte. Försök igen.',
  'b2b.sso.landingFailedTitle': 'Vi kunde inte logga in dig',
  'b2b.sso.tryAnotherMethod': 'Prova en annan metod',
  'b2b.sso.redirecting': 'Omdirigerar till {name}…',
  'b2b.sso.signingIn': 'Loggar in…',
};

export default texts;
