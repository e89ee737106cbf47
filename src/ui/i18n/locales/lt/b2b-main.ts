/** Lithuanian (lt): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Užsiregistruokite arba prisijunkite',
  'b2b.main.continue': 'Tęsti',
  'b2b.main.invalidEmail': 'Netinkamas el. pašto formatas.',
  'b2b.main.or': 'arba',
  'b2b.main.sso': 'Naudoti bendrąjį prisijungimą',
  'b2b.main.password': 'Verčiau naudoti slaptažodį',
  'b2b.main.signingIn': 'Prisijungiama…',
  'b2b.signedIn.title': 'Pavyko!',
  'b2b.signedIn.body': 'Sėkmingai prisijungėte.',
  'b2b.signedIn.bodyWithOrganization': 'Sėkmingai prisijungėte prie organizacijos {organization}.',
  'b2b.primaryRequired.title': 'Reikia kito prisijungimo būdo',
  'b2b.primaryRequired.body': 'Organizacija {organization} reikalauja prisijungti kitu būdu. Grįžkite ir pasirinkite jos leidžiamą būdą.',
  'b2b.primaryRequired.goBack': 'Grįžti',
};

export default texts;
