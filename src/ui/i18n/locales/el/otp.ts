/** Greek (el): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Εισαγάγετε τον κωδικό μίας χρήσης',
  'otp.sentTo': 'Στάλθηκε ένας 6ψήφιος κωδικός μίας χρήσης στο {destination}.',
  'otp.verifying': 'Επαλήθευση κωδικού…',
  'otp.expiresIn': 'Ο κωδικός σας λήγει σε {countdown}.',
  'otp.expired': 'Ο κωδικός σας έχει λήξει.',
  'otp.resend.prompt': 'Δεν τον λάβατε;',
  'otp.resend.initial': 'Νέα αποστολή κωδικού',
  'otp.resend.sending': 'Αποστολή…',
  'otp.resend.sent': 'Ο κωδικός στάλθηκε',
  'otp.resend.waiting': 'Νέα αποστολή κωδικού',
  'otp.emailResent': 'Το email στάλθηκε ξανά',
  'otp.codeResent': 'Ο κωδικός στάλθηκε ξανά',
  'otp.successTitle': 'Επιτυχία!',
  'otp.successBody': 'Ο κωδικός μίας χρήσης επαληθεύτηκε με επιτυχία.',
};

export default texts;
