/** Slovenian (sl): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registrirajte se ali se prijavite',
  'b2b.main.continue': 'Nadaljuj',
  'b2b.main.invalidEmail': 'Oblika e-poštnega naslova ni veljavna.',
  'b2b.main.or': 'ali',
  'b2b.main.sso': 'Uporabi enotno prijavo',
  'b2b.main.password': 'Raje uporabi geslo',
  'b2b.main.signingIn': 'Prijavljanje …',
  'b2b.signedIn.title': 'Uspešno!',
  'b2b.signedIn.body': 'Uspešno ste se prijavili.',
  'b2b.signedIn.bodyWithOrganization': 'Uspešno ste se prijavili v organizacijo {organization}.',
  'b2b.primaryRequired.title': 'Potreben je drug način prijave',
  'b2b.primaryRequired.body': 'Organizacija {organization} zahteva, da se prijavite na drug način. Vrnite se in izberite način, ki ga dovoljuje.',
  'b2b.primaryRequired.goBack': 'Nazaj',
};

export default texts;
