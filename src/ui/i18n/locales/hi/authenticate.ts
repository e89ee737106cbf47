/** Hindi (hi): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'आपका साइन इन किया जा रहा है…',
  'authenticate.doneTitle': 'आपने साइन इन कर लिया है',
  'authenticate.failedTitle': 'हम आपका साइन इन नहीं कर सके',
  'authenticate.noToken': 'यह पेज साइन इन लिंक के बिना खोला गया। कृपया आपको मिले लिंक का फिर से इस्तेमाल करें।',
};

export default texts;
