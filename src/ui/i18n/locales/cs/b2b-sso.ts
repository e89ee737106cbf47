/** Czech (cs): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Pro pokračování zadejte e-mail',
  'b2b.sso.connectionsTitle': 'Pro pokračování vyberte připojení',
  'b2b.sso.organizationTitle': 'Pokračovat do organizace {organization}',
  'b2b.sso.continueWith': 'Pokračovat přes {name}',
  'b2b.sso.noConnections': 'Tato organizace zatím nemá připojení pro jednotné přihlášení (SSO). Zkuste jiný způsob.',
  'b2b.sso.fallbackTitle': 'Bohužel jsme nenašli žádná připojení',
  'b2b.sso.fallbackBody': 'Pro pokračování zadejte jedinečný identifikátor organizace. Pokud ho neznáte, přihlaste se jiným způsobem a zobrazte si všechny organizace, které máte k dispozici.',
  'b2b.sso.slugField': 'Identifikátor organizace',
  'b2b.sso.slugRequired': 'Zadejte identifikátor organizace.',
  'b2b.sso.orgNotFound': 'Organizace nebyla nalezena. Zkuste to znovu.',
  'b2b.sso.landingFailedTitle': 'Přihlášení se nezdařilo',
  'b2b.sso.tryAnotherMethod': 'Zkusit jiný způsob',
  'b2b.sso.redirecting': 'Přesměrování na {name}…',
  'b2b.sso.signingIn': 'Přihlašování…',
};

export default texts;
