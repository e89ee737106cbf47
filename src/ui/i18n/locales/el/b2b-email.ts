/** Greek (el): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Επιλέξτε πώς θέλετε να συνεχίσετε',
  'b2b.email.method.link': 'Αποστολή συνδέσμου σύνδεσης με email',
  'b2b.email.method.code': 'Αποστολή κωδικού σύνδεσης με email',
  'b2b.email.otp.title': 'Εισαγάγετε τον κωδικό μίας χρήσης',
  'b2b.email.otp.sentTo': 'Στάλθηκε ένας 6ψήφιος κωδικός μίας χρήσης στο {email}.',
  'b2b.email.otp.label': 'Εισαγάγετε τον κωδικό μίας χρήσης',
  'b2b.email.otp.verifying': 'Επαλήθευση κωδικού…',
  'b2b.email.otp.resendPrompt': 'Δεν τον λάβατε;',
  'b2b.email.otp.resend': 'Νέα αποστολή κωδικού',
  'b2b.email.otp.resent': 'Ο κωδικός στάλθηκε ξανά',
  'b2b.email.otp.expiresIn': 'Ο κωδικός σας λήγει σε {countdown}.',
  'b2b.email.otp.expired': 'Ο κωδικός σας έχει λήξει.',
  'b2b.email.sent.title': 'Ελέγξτε το email σας',
  'b2b.email.sent.sentTo': 'Στάλθηκε email στη διεύθυνση {email}.',
  'b2b.email.sent.resendPrompt': 'Δεν το λάβατε;',
  'b2b.email.sent.resend': 'Νέα αποστολή email',
  'b2b.email.sent.resent': 'Το email στάλθηκε ξανά',
  'b2b.email.tryAgain': 'Δοκιμή με άλλη διεύθυνση email',
};

export default texts;
