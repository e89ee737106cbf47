/** Hungarian (hu): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Ellenőrizze a postafiókját',
  'emailConfirmation.sentTo': 'E-mailt küldtünk ide: {email}.',
  'emailConfirmation.didntGetIt': 'Nem kapta meg?',
  'emailConfirmation.tryAgain': 'Újrapróbálkozás',
  'emailConfirmation.resend': 'E-mail újraküldése',
  'emailConfirmation.resent': 'E-mail újraküldve',
  'emailConfirmation.openGmail': 'Gmail megnyitása',
  'emailConfirmation.openYahoo': 'Yahoo megnyitása',
  'emailConfirmation.openOutlook': 'Outlook megnyitása',
};

export default texts;
