/** German (de): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const de: EmulatorTexts = {
  'duration.minutes': { one: '{count} Minute', other: '{count} Minuten' },
  'duration.seconds': { one: '{count} Sekunde', other: '{count} Sekunden' },
  'otp.subject': 'Ihr Bestätigungscode',
  'otp.body': 'Ihr Bestätigungscode für {projectName} lautet {code}. Er läuft in {duration} ab.',
  'magicLink.login.subject': 'Ihr Anmeldelink',
  'magicLink.signup.subject': 'Bestätigen Sie Ihre E-Mail-Adresse, um sich zu registrieren',
  'magicLink.login.intro': 'Klicken Sie auf den folgenden Link, um sich bei {projectName} anzumelden:',
  'magicLink.signup.intro': 'Klicken Sie auf den folgenden Link, um Ihre Registrierung bei {projectName} abzuschließen:',
  'magicLink.expiry': 'Dieser Link läuft in {duration} ab. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
  'passwordReset.subject': 'Passwort zurücksetzen',
  'passwordReset.intro': 'Jemand hat angefordert, das Passwort Ihres {projectName}-Kontos zurückzusetzen. Um ein neues Passwort zu wählen, öffnen Sie:',
  'passwordReset.loginInstead': 'Oder melden Sie sich an, ohne Ihr Passwort zu ändern:',
  'passwordReset.expiry': 'Diese Links laufen in {duration} ab. Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
  'b2b.passwordReset.organization.subject': 'Passwort für {organizationName} zurücksetzen',
  'b2b.passwordReset.organization.intro': 'Jemand hat angefordert, Ihr Passwort für {organizationName} zurückzusetzen. Um ein neues zu wählen, öffnen Sie:',
  'b2b.passwordReset.project.subject': 'Passwort für {projectName} zurücksetzen',
  'b2b.passwordReset.project.intro': 'Jemand hat angefordert, Ihr Passwort für {projectName} zurückzusetzen. Um ein neues zu wählen, öffnen Sie:',
  'b2b.passwordReset.expiry': 'Der Link läuft in {duration} ab. Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
  'b2b.otp.subject': 'Ihr Bestätigungscode für {projectName}',
  'b2b.otp.body': 'Ihr Anmeldecode lautet {code}. Er läuft in {duration} ab.',
  'b2b.otp.organizationBody': 'Ihr Code für die Anmeldung bei {organizationName} lautet {code}. Er läuft in {duration} ab.',
  'b2b.magicLink.subject': 'Ihr Anmeldelink für {projectName}',
  'b2b.magicLink.body': 'Bei {name} anmelden: {link}',
  'b2b.magicLink.expiry': 'Der Link läuft in {duration} ab.',
};

export default de;
