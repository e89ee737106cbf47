/** German (de): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Passwort',
  'password.newPassword': 'Neues Passwort',
  'password.showPassword': 'Passwort anzeigen',
  'password.createTitle': 'Konto erstellen',
  'password.createBody': 'Wählen Sie ein Passwort für {email}.',
  'password.loginTitle': 'Anmelden',
  'password.loginBody': 'Geben Sie das Passwort für {email} ein.',
  'password.forgot': 'Passwort vergessen?',
  'password.createInstead': 'Stattdessen Passwort erstellen',
  'password.emailLinkInstead': 'Anmeldelink per E-Mail senden',
  'password.emailCodeInstead': 'Anmeldecode per E-Mail senden',
  'password.strengthLabel': 'Passwortstärke',
  'password.strength.veryWeak': 'Sehr schwach',
  'password.strength.weak': 'Schwach',
  'password.strength.strong': 'Stark',
  'password.strength.veryStrong': 'Sehr stark',
  'password.requirementsLabel': 'Passwortanforderungen',
  'password.requirementMet': 'Erfüllt:',
  'password.requirementUnmet': 'Noch nicht erfüllt:',
  'password.luds.length': { one: 'Muss mindestens {count} Zeichen lang sein', other: 'Muss mindestens {count} Zeichen lang sein' },
  'password.luds.complexity': { one: 'Muss {count} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen', other: 'Muss {count} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen' },
  'password.luds.breached': 'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, die von einem Sicherheitsvorfall betroffen war. Bitte wählen Sie ein anderes Passwort.',
  'password.forgotTitle': 'Hilfe zur Anmeldung finden Sie in Ihrem Postfach!',
  'password.forgotBody': 'Wir haben eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts an {email} gesendet. Folgen Sie dem Link, um ein neues Passwort zu wählen.',
  'password.setNewTitle': 'Sehen Sie in Ihrem Postfach nach!',
  'password.setNewBody': 'Wir haben eine E-Mail an {email} gesendet. Folgen Sie dem darin enthaltenen Link, um ein Passwort für Ihr Konto festzulegen.',
  'password.dedupeTitle': 'Sehen Sie in Ihrem Postfach nach, um ein neues Passwort festzulegen',
  'password.dedupeBody': 'Wir möchten sicherstellen, dass Ihr Konto geschützt ist und wirklich Sie sich anmelden! Wir haben eine E-Mail an {email} gesendet. Folgen Sie dem darin enthaltenen Link, um ein neues Passwort festzulegen.',
  'password.breachedTitle': 'Sehen Sie in Ihrem Postfach nach, um Ihr Passwort zurückzusetzen',
  'password.breachedBody': 'Zum Schutz Ihres Kontos haben wir eine E-Mail an {email} gesendet. Folgen Sie dem darin enthaltenen Link, um ein neues Passwort zu wählen, das Sie noch nirgendwo sonst verwendet haben.',
  'password.didntGetIt': 'Nichts erhalten?',
  'password.resend': 'E-Mail erneut senden',
  'password.emailResent': 'E-Mail erneut gesendet',
  'password.loggingIn': 'Anmeldung läuft…',
  'password.resetTitle': 'Passwort zurücksetzen',
  'password.resetBody': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'password.requestNewBody': 'Geben Sie Ihre E-Mail-Adresse ein und wir senden Ihnen einen neuen Link.',
  'password.sendNewEmail': 'Neue E-Mail senden',
  'password.confirmationTitle': 'Geschafft!',
  'password.confirmationBody': 'Sie haben sich erfolgreich angemeldet.',
};

export default texts;
