/** Hindi (hi): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'चुनें कि आप कैसे जारी रखना चाहते हैं',
  'b2b.email.method.link': 'मुझे साइन इन लिंक ईमेल करें',
  'b2b.email.method.code': 'मुझे साइन इन कोड ईमेल करें',
  'b2b.email.otp.title': 'पासकोड डालें',
  'b2b.email.otp.sentTo': '{email} पर 6 अंकों का पासकोड भेजा गया है।',
  'b2b.email.otp.label': 'पासकोड डालें',
  'b2b.email.otp.verifying': 'पासकोड की पुष्टि की जा रही है...',
  'b2b.email.otp.resendPrompt': 'कोड नहीं मिला?',
  'b2b.email.otp.resend': 'कोड फिर से भेजें',
  'b2b.email.otp.resent': 'कोड फिर से भेजा गया',
  'b2b.email.otp.expiresIn': 'आपके कोड की समय-सीमा {countdown} में खत्म हो जाएगी।',
  'b2b.email.otp.expired': 'आपके कोड की समय-सीमा खत्म हो गई है।',
  'b2b.email.sent.title': 'अपना ईमेल देखें',
  'b2b.email.sent.sentTo': '{email} पर ईमेल भेजा गया है।',
  'b2b.email.sent.resendPrompt': 'ईमेल नहीं मिला?',
  'b2b.email.sent.resend': 'ईमेल फिर से भेजें',
  'b2b.email.sent.resent': 'ईमेल फिर से भेजा गया',
  'b2b.email.tryAgain': 'कोई दूसरा ईमेल पता आज़माएं',
};

export default texts;
