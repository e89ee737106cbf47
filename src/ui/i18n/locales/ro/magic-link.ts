/** Romanian (ro): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Verificați-vă e-mailul',
  'emailConfirmation.sentTo': 'Am trimis un e-mail la {email}.',
  'emailConfirmation.didntGetIt': 'Nu l-ați primit?',
  'emailConfirmation.tryAgain': 'Încercați din nou',
  'emailConfirmation.resend': 'Retrimiteți e-mailul',
  'emailConfirmation.resent': 'E-mail retrimis',
  'emailConfirmation.openGmail': 'Deschideți Gmail',
  'emailConfirmation.openYahoo': 'Deschideți Yahoo',
  'emailConfirmation.openOutlook': 'Deschideți Outlook',
};

export default texts;
