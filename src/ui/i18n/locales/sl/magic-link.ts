/** Slovenian (sl): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Preverite e-pošto',
  'emailConfirmation.sentTo': 'Na naslov {email} smo poslali e-poštno sporočilo.',
  'emailConfirmation.didntGetIt': 'Niste prejeli sporočila?',
  'emailConfirmation.tryAgain': 'Poskusi znova',
  'emailConfirmation.resend': 'Znova pošlji e-pošto',
  'emailConfirmation.resent': 'E-pošta je bila znova poslana',
  'emailConfirmation.openGmail': 'Odpri Gmail',
  'emailConfirmation.openYahoo': 'Odpri Yahoo',
  'emailConfirmation.openOutlook': 'Odpri Outlook',
};

export default texts;
