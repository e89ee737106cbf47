/** Catalan (ca): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Introdueix el codi d’un sol ús',
  'otp.sentTo': 'T’hem enviat un codi d’un sol ús de 6 xifres a {destination}.',
  'otp.verifying': 'S’està verificant el codi…',
  'otp.expiresIn': 'El codi caduca d’aquí a {countdown}.',
  'otp.expired': 'El codi ha caducat.',
  'otp.resend.prompt': 'No l’has rebut?',
  'otp.resend.initial': 'Torna a enviar el codi',
  'otp.resend.sending': 'S’està enviant…',
  'otp.resend.sent': 'Codi enviat',
  'otp.resend.waiting': 'Torna a enviar el codi',
  'otp.emailResent': 'Correu reenviat',
  'otp.codeResent': 'Codi reenviat',
  'otp.successTitle': 'Fet!',
  'otp.successBody': 'El codi d’un sol ús s’ha verificat correctament.',
};

export default texts;
