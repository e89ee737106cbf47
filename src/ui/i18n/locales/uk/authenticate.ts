/** Ukrainian (uk): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Виконується вхід…',
  'authenticate.doneTitle': 'Ви увійшли',
  'authenticate.failedTitle': 'Не вдалося виконати вхід',
  'authenticate.noToken': 'Сторінку відкрито без посилання для входу. Перейдіть за отриманим посиланням ще раз.',
};

export default texts;
