/** Japanese (ja): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'ログインしています…',
  'authenticate.doneTitle': 'ログインしました',
  'authenticate.failedTitle': 'ログインできませんでした',
  'authenticate.noToken': 'このページはログインリンクを使わずに開かれました。受け取ったリンクをもう一度使用してください。',
};

export default texts;
