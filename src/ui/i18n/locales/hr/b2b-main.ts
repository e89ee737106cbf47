/** Croatian (hr): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registrirajte se ili se prijavite',
  'b2b.main.continue': 'Nastavi',
  'b2b.main.invalidEmail': 'Format adrese e-pošte nije valjan.',
  'b2b.main.or': 'ili',
  'b2b.main.sso': 'Upotrijebi jedinstvenu prijavu',
  'b2b.main.password': 'Radije upotrijebi zaporku',
  'b2b.main.signingIn': 'Prijava…',
  'b2b.signedIn.title': 'Uspjeh!',
  'b2b.signedIn.body': 'Uspješno ste se prijavili.',
  'b2b.signedIn.bodyWithOrganization': 'Uspješno ste se prijavili u organizaciju {organization}.',
  'b2b.primaryRequired.title': 'Potreban je drugi način prijave',
  'b2b.primaryRequired.body': 'Organizacija {organization} zahtijeva da se prijavite na drugi način. Vratite se i odaberite neki od dopuštenih načina.',
  'b2b.primaryRequired.goBack': 'Natrag',
};

export default texts;
