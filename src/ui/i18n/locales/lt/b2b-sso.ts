/** Lithuanian (lt): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Norėdami tęsti, įveskite el. pašto adresą',
  'b2b.sso.connectionsTitle': 'Norėdami tęsti, pasirinkite ryšį',
  'b2b.sso.organizationTitle': 'Tęsti į organizaciją {organization}',
  'b2b.sso.continueWith': 'Tęsti su {name}',
  'b2b.sso.noConnections': 'Ši organizacija dar neturi bendrojo prisijungimo ryšio. Pabandykite kitą būdą.',
  'b2b.sso.fallbackTitle': 'Deja, neradome jokių ryšių',
  'b2b.sso.fallbackBody': 'Norėdami tęsti, įveskite unikalų organizacijos identifikatorių. Jei jo nežinote, prisijunkite kitu būdu ir peržiūrėkite visas jums prieinamas organizacijas.',
  'b2b.sso.slugField': 'Organizacijos identifikatorius',
  'b2b.sso.slugRequired': 'Įveskite organizacijos identifikatorių.',
  'b2b.sso.orgNotFound': 'Organizacija nerasta. Bandykite dar kartą.',
  'b2b.sso.landingFailedTitle': 'Nepavyko jūsų prijungti',
  'b2b.sso.tryAnotherMethod': 'Bandyti kitą būdą',
  'b2b.sso.redirecting': 'Nukreipiama į {name}…',
  'b2b.sso.signingIn': 'Prisijungiama…',
};

export default texts;
