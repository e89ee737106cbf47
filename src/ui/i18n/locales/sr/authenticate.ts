/** Serbian (sr): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Пријављујемо вас…',
  'authenticate.doneTitle': 'Пријављени сте',
  'authenticate.failedTitle': 'Пријава није успела',
  'authenticate.noToken': 'Ова страница је отворена без линка за пријаву. Поново употребите линк који сте добили.',
};

export default texts;
