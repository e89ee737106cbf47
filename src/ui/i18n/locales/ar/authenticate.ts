/** Arabic (ar): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'جارٍ تسجيل دخولك…',
  'authenticate.doneTitle': 'تم تسجيل دخولك',
  'authenticate.failedTitle': 'تعذّر تسجيل دخولك',
  'authenticate.noToken': 'فُتحت هذه الصفحة دون رابط تسجيل دخول. يُرجى استخدام الرابط الذي تلقيته مرة أخرى.',
};

export default texts;
