/** Bulgarian (bg): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Влизане…',
  'authenticate.doneTitle': 'Влязохте',
  'authenticate.failedTitle': 'Входът не беше успешен',
  'authenticate.noToken': 'Тази страница е отворена без връзка за вход. Използвайте отново връзката, която получихте.',
};

export default texts;
