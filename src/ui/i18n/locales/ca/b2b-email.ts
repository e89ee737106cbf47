/** Catalan (ca): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Tria com vols continuar',
  'b2b.email.method.link': 'Envia’m un enllaç d’inici de sessió',
  'b2b.email.method.code': 'Envia’m un codi per correu',
  'b2b.email.otp.title': 'Introdueix el codi d’un sol ús',
  'b2b.email.otp.sentTo': 'T’hem enviat un codi d’un sol ús de 6 xifres a {email}.',
  'b2b.email.otp.label': 'Introdueix el codi d’un sol ús',
  'b2b.email.otp.verifying': 'S’està verificant el codi…',
  'b2b.email.otp.resendPrompt': 'No l’has rebut?',
  'b2b.email.otp.resend': 'Torna a enviar el codi',
  'b2b.email.otp.resent': 'Codi reenviat',
  'b2b.email.otp.expiresIn': 'El codi caduca d’aquí a {countdown}.',
  'b2b.email.otp.expired': 'El codi ha caducat.',
  'b2b.email.sent.title': 'Revisa el correu',
  'b2b.email.sent.sentTo': 'S’ha enviat un correu electrònic a {email}.',
  'b2b.email.sent.resendPrompt': 'No l’has rebut?',
  'b2b.email.sent.resend': 'Torna a enviar el correu',
  'b2b.email.sent.resent': 'Correu reenviat',
  'b2b.email.tryAgain': 'Prova amb una altra adreça electrònica',
};

export default texts;
