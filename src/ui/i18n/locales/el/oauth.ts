/** Greek (el): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Συνέχεια με {provider}',
  'oauth.continueWithGoogle': 'Συνέχεια με Google',
  'oauth.providersLabel': 'Σύνδεση μέσω κοινωνικών δικτύων',
  'oauth.oneTapLabel': 'Σύνδεση με Google One Tap',
  'oauth.oneTapSigningIn': 'Σύνδεση με Google…',
  'oauth.oneTapError.originNotAllowed': 'Το Google One Tap δεν μπορεί να εμφανιστεί στο {origin}: προσθέστε αυτή την προέλευση στις εξουσιοδοτημένες προελεύσεις JavaScript του προγράμματος-πελάτη Google OAuth. (Εμφανίζεται μόνο με δημόσιο διακριτικό δοκιμής.)',
  'oauth.oneTapError.invalidClient': 'Δεν είναι δυνατή η εκκίνηση του Google One Tap: η Google δεν αναγνωρίζει το αναγνωριστικό προγράμματος-πελάτη OAuth που έχει ρυθμιστεί για το έργο σας. Ελέγξτε τις ρυθμίσεις Google OAuth του έργου σας. (Εμφανίζεται μόνο με δημόσιο διακριτικό δοκιμής.)',
  'oauth.oneTapError.noOAuthClient': 'Δεν είναι δυνατή η εκκίνηση του Google One Tap: δεν έχει ρυθμιστεί πρόγραμμα-πελάτης Google OAuth για το έργο σας. Προσθέστε ένα στις ρυθμίσεις OAuth του έργου σας. (Εμφανίζεται μόνο με δημόσιο διακριτικό δοκιμής.)',
  'oauth.oneTapError.noLoginRedirect': 'Δεν είναι δυνατή η εκκίνηση του Google One Tap: δεν έχει οριστεί URL ανακατεύθυνσης μετά τη σύνδεση. Ορίστε το oauthOptions.loginRedirectURL ή ένα προεπιλεγμένο URL ανακατεύθυνσης μετά τη σύνδεση για το έργο σας. (Εμφανίζεται μόνο με δημόσιο διακριτικό δοκιμής.)',
  'oauth.oneTapError.noSignupRedirect': 'Δεν είναι δυνατή η εκκίνηση του Google One Tap: δεν έχει οριστεί URL ανακατεύθυνσης μετά την εγγραφή. Ορίστε το oauthOptions.signupRedirectURL ή ένα προεπιλεγμένο URL ανακατεύθυνσης μετά την εγγραφή για το έργο σας. (Εμφανίζεται μόνο με δημόσιο διακριτικό δοκιμής.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Το Google One Tap δεν μπορεί να χρησιμοποιήσει το προεπιλεγμένο πρόγραμμα-πελάτη Google OAuth. Για να χρησιμοποιήσετε το One Tap, ρυθμίστε το δικό σας πρόγραμμα-πελάτη Google OAuth για το έργο σας. (Εμφανίζεται μόνο με δημόσιο διακριτικό δοκιμής.)',
};

export default texts;
