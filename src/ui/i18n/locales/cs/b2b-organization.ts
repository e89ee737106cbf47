/** Czech (cs): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Hledáme vaši organizaci…',
  'b2b.organization.notFound.title': 'Vaši organizaci jsme nenašli',
  'b2b.organization.notFound.body': 'Žádná organizace nemá adresu „{slug}“. Zkontrolujte odkaz, který jste otevřeli, nebo si ho vyžádejte od správce.',
  'b2b.organization.notFound.noSlug': 'Tato stránka neuvádí žádnou organizaci. Použijte odkaz, který vám dal správce.',
  'b2b.organization.loadFailed.retry': 'Zkusit znovu',
  'b2b.organization.title': 'Pokračovat do organizace {organization}',
  'b2b.organization.sso': 'Pokračovat přes {connection}',
  'b2b.organization.continue': 'Pokračovat',
  'b2b.organization.invalidEmail': 'Neplatný formát e-mailové adresy.',
  'b2b.organization.or': 'nebo',
  'b2b.organization.password': 'Použít heslo',
  'b2b.organization.noMethods': 'Organizace {organization} nepovoluje žádný ze způsobů přihlášení na této stránce. Obraťte se na správce.',
};

export default texts;
