/** Greek (el): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Εισαγάγετε το email σας για να συνεχίσετε',
  'b2b.sso.connectionsTitle': 'Επιλέξτε σύνδεση SSO για να συνεχίσετε',
  'b2b.sso.organizationTitle': 'Συνέχεια στο {organization}',
  'b2b.sso.continueWith': 'Συνέχεια με {name}',
  'b2b.sso.noConnections': 'Αυτός ο οργανισμός δεν έχει ρυθμίσει ακόμη ενιαία σύνδεση (SSO). Δοκιμάστε άλλη μέθοδο.',
  'b2b.sso.fallbackTitle': 'Δυστυχώς, δεν βρέθηκαν συνδέσεις SSO',
  'b2b.sso.fallbackBody': 'Εισαγάγετε το μοναδικό αναγνωριστικό URL του οργανισμού για να συνεχίσετε. Αν δεν το γνωρίζετε, συνδεθείτε με άλλη μέθοδο για να δείτε όλους τους διαθέσιμους οργανισμούς σας.',
  'b2b.sso.slugField': 'Αναγνωριστικό URL οργανισμού',
  'b2b.sso.slugRequired': 'Εισαγάγετε το αναγνωριστικό URL του οργανισμού.',
  'b2b.sso.orgNotFound': 'Ο οργανισμός δεν βρέθηκε. Δοκιμάστε ξανά.',
  'b2b.sso.landingFailedTitle': 'Δεν ήταν δυνατή η σύνδεσή σας',
  'b2b.sso.tryAnotherMethod': 'Δοκιμή άλλης μεθόδου',
  'b2b.sso.redirecting': 'Ανακατεύθυνση στο {name}…',
  'b2b.sso.signingIn': 'Σύνδεση…',
};

export default texts;
