/** Urdu (ur): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'آپ کو سائن ان کیا جا رہا ہے…',
  'authenticate.doneTitle': 'آپ سائن ان ہو گئے ہیں',
  'authenticate.failedTitle': 'ہم آپ کو سائن ان نہیں کر سکے',
  'authenticate.noToken': 'یہ صفحہ سائن ان لنک کے بغیر کھولا گیا ہے۔ براہ کرم وہ لنک دوبارہ استعمال کریں جو آپ کو موصول ہوا تھا۔',
};

export default texts;
