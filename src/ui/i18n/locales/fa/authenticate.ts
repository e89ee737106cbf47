/** Persian (fa): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'در حال ورود شما…',
  'authenticate.doneTitle': 'وارد شدید',
  'authenticate.failedTitle': 'ورود شما ممکن نشد',
  'authenticate.noToken': 'این صفحه بدون پیوند ورود باز شده است. لطفاً دوباره از پیوندی که دریافت کرده‌اید استفاده کنید.',
};

export default texts;
