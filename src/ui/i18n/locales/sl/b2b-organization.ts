/** Slovenian (sl): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Iskanje vaše organizacije …',
  'b2b.organization.notFound.title': 'Vaše organizacije nismo našli',
  'b2b.organization.notFound.body': 'Nobena organizacija nima naslova „{slug}“. Preverite povezavo, ki ste ji sledili, ali jo zahtevajte od skrbnika.',
  'b2b.organization.notFound.noSlug': 'Ta stran ne navaja organizacije. Uporabite povezavo, ki vam jo je dal skrbnik.',
  'b2b.organization.loadFailed.retry': 'Poskusi znova',
  'b2b.organization.title': 'Nadaljuj v organizacijo {organization}',
  'b2b.organization.sso': 'Nadaljuj s povezavo {connection}',
  'b2b.organization.continue': 'Nadaljuj',
  'b2b.organization.invalidEmail': 'Oblika e-poštnega naslova ni veljavna.',
  'b2b.organization.or': 'ali',
  'b2b.organization.password': 'Raje uporabi geslo',
  'b2b.organization.noMethods': 'Organizacija {organization} ne dovoljuje nobenega načina prijave na tej strani. Obrnite se na skrbnika.',
};

export default texts;
