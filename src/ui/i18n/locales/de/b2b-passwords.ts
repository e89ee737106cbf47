/** German (de): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Passwort',
  'b2b.password.newField': 'Neues Passwort',
  'b2b.password.show': 'Passwort anzeigen',
  'b2b.password.required': 'Geben Sie Ihr Passwort ein.',
  'b2b.password.loginTitle': 'Mit E-Mail-Adresse und Passwort anmelden',
  'b2b.password.loginOrganization': 'Bei {organization} anmelden',
  'b2b.password.forgot': 'Passwort vergessen?',
  'b2b.password.forgotTitle': 'Passwort zurücksetzen',
  'b2b.password.forgotOrganization': 'Wir senden Ihnen per E-Mail einen Anmeldelink, mit dem Sie sich direkt bei Ihrem Konto anmelden oder – falls vorhanden – Ihr Passwort zurücksetzen können.',
  'b2b.password.forgotDiscovery': 'Wir senden Ihnen per E-Mail einen Bestätigungslink, mit dem Sie ein Konto erstellen oder – falls vorhanden – Ihr Passwort zurücksetzen können.',
  'b2b.password.noPasswordTitle': 'Passwort per E-Mail festlegen',
  'b2b.password.noPasswordBody': 'Sie haben noch kein Passwort. Wir senden Ihnen per E-Mail einen Link, um eines festzulegen.',
  'b2b.password.breachedTitle': 'Neues Passwort wählen',
  'b2b.password.breachedBody': 'Wir senden Ihnen per E-Mail einen Link, mit dem Sie ein neues Passwort wählen können, das Sie noch nirgendwo sonst verwendet haben.',
  'b2b.password.sendLink': 'Link per E-Mail senden',
  'b2b.password.sentTitle': 'Sehen Sie in Ihrem Postfach nach',
  'b2b.password.sentBody': 'Ein Link zum Zurücksetzen Ihres Passworts wurde an {email} gesendet.',
  'b2b.password.didntGetIt': 'Nichts erhalten?',
  'b2b.password.resend': 'E-Mail erneut senden',
  'b2b.password.resent': 'E-Mail erneut gesendet',
  'b2b.password.setNewTitle': 'Neues Passwort festlegen',
  'b2b.password.setNewBody': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'b2b.password.noToken': 'Diese Seite wurde ohne Link zum Zurücksetzen des Passworts geöffnet. Öffnen Sie den Link in Ihrer E-Mail erneut.',
  'b2b.password.strengthScore': 'Passwortstärke: {score} von 4.',
  'b2b.password.accepted': 'Passwort akzeptiert.',
  'b2b.password.notAccepted': 'Passwort nicht akzeptiert.',
  'b2b.password.requirementsLabel': 'Passwortanforderungen',
  'b2b.password.requirementMet': 'Erfüllt:',
  'b2b.password.requirementUnmet': 'Noch nicht erfüllt:',
  'b2b.password.minimumLength': { one: 'Muss mindestens {count} Zeichen lang sein', other: 'Muss mindestens {count} Zeichen lang sein' },
  'b2b.password.complexity': { one: 'Muss {count} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen', other: 'Muss {count} der folgenden Zeichenarten enthalten: Großbuchstabe, Kleinbuchstabe, Ziffer, Sonderzeichen' },
  'b2b.password.breached': 'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, die von einem Sicherheitsvorfall betroffen war. Bitte wählen Sie ein anderes Passwort.',
};

export default texts;
