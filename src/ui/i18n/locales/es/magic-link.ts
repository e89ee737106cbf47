/** Spanish (es): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Revisa tu correo',
  'emailConfirmation.sentTo': 'Se ha enviado un correo electrónico a {email}.',
  'emailConfirmation.didntGetIt': '¿No lo has recibido?',
  'emailConfirmation.tryAgain': 'Reintentar',
  'emailConfirmation.resend': 'Reenviar correo',
  'emailConfirmation.resent': 'Correo reenviado',
  'emailConfirmation.openGmail': 'Abrir Gmail',
  'emailConfirmation.openYahoo': 'Abrir Yahoo',
  'emailConfirmation.openOutlook': 'Abrir Outlook',
};

export default texts;
