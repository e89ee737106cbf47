/** French (fr): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Choisissez comment continuer',
  'b2b.email.method.link': 'Recevoir un lien de connexion par e-mail',
  'b2b.email.method.code': 'Recevoir un code par e-mail',
  'b2b.email.otp.title': 'Saisissez le code à usage unique',
  'b2b.email.otp.sentTo': 'Un code à usage unique à 6 chiffres a été envoyé à {email}.',
  'b2b.email.otp.label': 'Saisissez le code à usage unique',
  'b2b.email.otp.verifying': 'Vérification du code…',
  'b2b.email.otp.resendPrompt': 'Vous ne l’avez pas reçu ?',
  'b2b.email.otp.resend': 'Renvoyer le code',
  'b2b.email.otp.resent': 'Code renvoyé',
  'b2b.email.otp.expiresIn': 'Votre code expire dans {countdown}.',
  'b2b.email.otp.expired': 'Votre code a expiré.',
  'b2b.email.sent.title': 'Consultez vos e-mails',
  'b2b.email.sent.sentTo': 'Un e-mail a été envoyé à {email}.',
  'b2b.email.sent.resendPrompt': 'Vous ne l’avez pas reçu ?',
  'b2b.email.sent.resend': 'Renvoyer l’e-mail',
  'b2b.email.sent.resent': 'E-mail renvoyé',
  'b2b.email.tryAgain': 'Essayer une autre adresse e-mail',
};

export default texts;
