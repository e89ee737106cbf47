/** Portuguese (pt): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Verifique o seu email',
  'emailConfirmation.sentTo': 'Foi enviado um email para {email}.',
  'emailConfirmation.didntGetIt': 'Não o recebeu?',
  'emailConfirmation.tryAgain': 'Tentar novamente',
  'emailConfirmation.resend': 'Reenviar email',
  'emailConfirmation.resent': 'Email reenviado',
  'emailConfirmation.openGmail': 'Abrir o Gmail',
  'emailConfirmation.openYahoo': 'Abrir o Yahoo',
  'emailConfirmation.openOutlook': 'Abrir o Outlook',
};

export default texts;
