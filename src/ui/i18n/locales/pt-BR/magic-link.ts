/** Brazilian Portuguese (pt-BR): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Confira seu e-mail',
  'emailConfirmation.sentTo': 'Enviamos um e-mail para {email}.',
  'emailConfirmation.didntGetIt': 'Não recebeu?',
  'emailConfirmation.tryAgain': 'Tentar novamente',
  'emailConfirmation.resend': 'Reenviar e-mail',
  'emailConfirmation.resent': 'E-mail reenviado',
  'emailConfirmation.openGmail': 'Abrir o Gmail',
  'emailConfirmation.openYahoo': 'Abrir o Yahoo',
  'emailConfirmation.openOutlook': 'Abrir o Outlook',
};

export default texts;
