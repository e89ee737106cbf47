/** Slovak (sk): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Hľadáme vašu organizáciu…',
  'b2b.organization.notFound.title': 'Vašu organizáciu sa nepodarilo nájsť',
  'b2b.organization.notFound.body': 'Žiadna organizácia nemá adresu „{slug}“. Skontrolujte odkaz, ktorý ste použili, alebo oň požiadajte správcu.',
  'b2b.organization.notFound.noSlug': 'Táto stránka neuvádza žiadnu organizáciu. Použite odkaz, ktorý vám dal správca.',
  'b2b.organization.loadFailed.retry': 'Skúsiť znova',
  'b2b.organization.title': 'Pokračovať do organizácie {organization}',
  'b2b.organization.sso': 'Pokračovať cez {connection}',
  'b2b.organization.continue': 'Pokračovať',
  'b2b.organization.invalidEmail': 'Formát e-mailu je neplatný.',
  'b2b.organization.or': 'alebo',
  'b2b.organization.password': 'Radšej použiť heslo',
  'b2b.organization.noMethods': 'Organizácia {organization} nepovoľuje žiadny zo spôsobov prihlásenia na tejto stránke. Obráťte sa na správcu.',
};

export default texts;
