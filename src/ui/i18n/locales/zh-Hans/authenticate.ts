/** Simplified Chinese (zh-Hans): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': '正在为您登录…',
  'authenticate.doneTitle': '您已登录',
  'authenticate.failedTitle': '登录失败',
  'authenticate.noToken': '此页面不是通过登录链接打开的。请重新使用您收到的链接。',
};

export default texts;
