/** Traditional Chinese (zh-Hant): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': '正在為您登入…',
  'authenticate.doneTitle': '您已登入',
  'authenticate.failedTitle': '無法登入',
  'authenticate.noToken': '此頁面並非透過登入連結開啟。請再次使用您收到的連結。',
};

export default texts;
