/** Lithuanian (lt): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Ieškoma jūsų organizacijos…',
  'b2b.organization.notFound.title': 'Nepavyko rasti jūsų organizacijos',
  'b2b.organization.notFound.body': 'Nė viena organizacija neturi adreso „{slug}“. Patikrinkite nuorodą, kuria atėjote, arba paprašykite jos administratoriaus.',
  'b2b.organization.notFound.noSlug': 'Šiame puslapyje nenurodyta organizacija. Naudokite nuorodą, kurią jums davė administratorius.',
  'b2b.organization.loadFailed.retry': 'Bandyti dar kartą',
  'b2b.organization.title': 'Tęsti į organizaciją {organization}',
  'b2b.organization.sso': 'Tęsti su {connection}',
  'b2b.organization.continue': 'Tęsti',
  'b2b.organization.invalidEmail': 'Netinkamas el. pašto formatas.',
  'b2b.organization.or': 'arba',
  'b2b.organization.password': 'Verčiau naudoti slaptažodį',
  'b2b.organization.noMethods': 'Organizacija {organization} neleidžia nė vieno šiame puslapyje esančio prisijungimo būdo. Kreipkitės į administratorių.',
};

export default texts;
