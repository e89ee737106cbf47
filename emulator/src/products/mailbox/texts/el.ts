/** Greek (el): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const el: EmulatorTexts = {
  'duration.minutes': { one: '{count} λεπτό', other: '{count} λεπτά' },
  'duration.seconds': { one: '{count} δευτερόλεπτο', other: '{count} δευτερόλεπτα' },
  'otp.subject': 'Ο κωδικός επαλήθευσής σας',
  'otp.body': 'Ο κωδικός επαλήθευσής σας για {projectName} είναι {code}. Λήγει σε {duration}.',
  'magicLink.login.subject': 'Ο σύνδεσμος σύνδεσής σας',
  'magicLink.signup.subject': 'Επιβεβαιώστε το email σας για να εγγραφείτε',
  'magicLink.login.intro': 'Κάντε κλικ στον παρακάτω σύνδεσμο για να συνδεθείτε στο {projectName}:',
  'magicLink.signup.intro': 'Κάντε κλικ στον παρακάτω σύνδεσμο για να ολοκληρώσετε την εγγραφή σας στο {projectName}:',
  'magicLink.expiry': 'Αυτός ο σύνδεσμος λήγει σε {duration}. Αν δεν τον ζητήσατε, αγνοήστε αυτό το email.',
  'passwordReset.subject': 'Επαναφορά κωδικού πρόσβασης',
  'passwordReset.intro': 'Κάποιος ζήτησε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας {projectName}. Για να επιλέξετε νέο κωδικό πρόσβασης, ανοίξτε:',
  'passwordReset.loginInstead': 'Ή συνδεθείτε χωρίς να αλλάξετε τον κωδικό πρόσβασής σας:',
  'passwordReset.expiry': 'Αυτοί οι σύνδεσμοι λήγουν σε {duration}. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email.',
  'b2b.passwordReset.organization.subject': 'Επαναφορά του κωδικού πρόσβασής σας για {organizationName}',
  'b2b.passwordReset.organization.intro': 'Κάποιος ζήτησε επαναφορά του κωδικού πρόσβασής σας για {organizationName}. Για να επιλέξετε νέο, ανοίξτε:',
  'b2b.passwordReset.project.subject': 'Επαναφορά του κωδικού πρόσβασής σας για {projectName}',
  'b2b.passwordReset.project.intro': 'Κάποιος ζήτησε επαναφορά του κωδικού πρόσβασής σας για {projectName}. Για να επιλέξετε νέο, ανοίξτε:',
  'b2b.passwordReset.expiry': 'Ο σύνδεσμος λήγει σε {duration}. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email.',
  'b2b.otp.subject': 'Ο κωδικός επαλήθευσής σας για {projectName}',
  'b2b.otp.body': 'Ο κωδικός σύνδεσής σας είναι {code}. Λήγει σε {duration}.',
  'b2b.otp.organizationBody': 'Ο κωδικός σύνδεσής σας για {organizationName} είναι {code}. Λήγει σε {duration}.',
  'b2b.magicLink.subject': 'Ο σύνδεσμος σύνδεσής σας για {projectName}',
  'b2b.magicLink.body': 'Σύνδεση στο {name}: {link}',
  'b2b.magicLink.expiry': 'Ο σύνδεσμος λήγει σε {duration}.',
};

export default el;
