/** Finnish (fi): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Jatka antamalla sähköpostiosoitteesi',
  'b2b.sso.connectionsTitle': 'Jatka valitsemalla yhteys',
  'b2b.sso.organizationTitle': 'Jatka organisaatioon {organization}',
  'b2b.sso.continueWith': 'Jatka yhteydellä {name}',
  'b2b.sso.noConnections': 'Tällä organisaatiolla ei ole vielä kertakirjautumisyhteyttä. Kokeile toista tapaa.',
  'b2b.sso.fallbackTitle': 'Valitettavasti yhteyksiä ei löytynyt',
  'b2b.sso.fallbackBody': 'Jatka antamalla organisaation yksilöivä URL-tunniste. Jos et tiedä sitä, kirjaudu sisään muulla tavalla, niin näet kaikki käytettävissäsi olevat organisaatiot.',
  'b2b.sso.slugField': 'Organisaation URL-tunniste',
  'b2b.sso.slugRequired': 'Anna organisaation URL-tunniste.',
  'b2b.sso.orgNotFound': 'Organisaatiota ei löytynyt. Yritä uudelleen.',
  'b2b.sso.landingFailedTitle': 'Sisäänkirjautuminen epäonnistui',
  'b2b.sso.tryAnotherMethod': 'Kokeile toista tapaa',
  'b2b.sso.redirecting': 'Siirrytään palveluun {name}…',
  'b2b.sso.signingIn': 'Kirjaudutaan sisään…',
};

export default texts;
