/** French (fr): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Saisissez le code à usage unique',
  'otp.sentTo': 'Un code à usage unique à 6 chiffres a été envoyé à {destination}.',
  'otp.verifying': 'Vérification du code…',
  'otp.expiresIn': 'Votre code expire dans {countdown}.',
  'otp.expired': 'Votre code a expiré.',
  'otp.resend.prompt': 'Vous ne l’avez pas reçu ?',
  'otp.resend.initial': 'Renvoyer le code',
  'otp.resend.sending': 'Envoi en cours…',
  'otp.resend.sent': 'Code envoyé',
  'otp.resend.waiting': 'Renvoyer le code',
  'otp.emailResent': 'E-mail renvoyé',
  'otp.codeResent': 'Code renvoyé',
  'otp.successTitle': 'C’est fait !',
  'otp.successBody': 'Votre code à usage unique a bien été vérifié.',
};

export default texts;
