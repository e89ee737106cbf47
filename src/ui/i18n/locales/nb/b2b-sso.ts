/** Norwegian Bokmål (nb): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Skriv inn e-postadressen din for å fortsette',
  'b2b.sso.connectionsTitle': 'Velg en tilkobling for å fortsette',
  'b2b.sso.organizationTitle': 'Fortsett til {organization}',
  'b2b.sso.continueWith': 'Fortsett med {name}',
  'b2b.sso.noConnections': 'Denne organisasjonen har ingen tilkobling for enkel pålogging ennå. Prøv en annen metode.',
  'b2b.sso.fallbackTitle': 'Beklager, vi fant ingen tilkoblinger',
  'b2b.sso.fallbackBody': 'Skriv inn organisasjonens unike URL-navn for å fortsette. Hvis du ikke vet hva det er, kan du logge inn på en annen måte for å se alle organisasjonene du har tilgang til.',
  'b2b.sso.slugField': 'URL-navn for organisasjonen',
  'b2b.sso.slugRequired': 'Skriv inn organisasjonens URL-navn.',
  'b2b.sso.orgNotFound': 'Fant ikke organisasjonen. Prøv igjen.',
  'b2b.sso.landingFailedTitle': 'Vi kunne ikke logge deg inn',
  'b2b.sso.tryAnotherMethod': 'Prøv en annen metode',
  'b2b.sso.redirecting': 'Sender deg videre til {name} …',
  'b2b.sso.signingIn': 'Logger inn …',
};

export default texts;
