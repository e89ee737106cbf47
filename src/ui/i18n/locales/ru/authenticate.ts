/** Russian (ru): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Выполняется вход…',
  'authenticate.doneTitle': 'Вы вошли',
  'authenticate.failedTitle': 'Не удалось выполнить вход',
  'authenticate.noToken': 'Страница открыта без ссылки для входа. Перейдите по полученной ссылке ещё раз.',
};

export default texts;
