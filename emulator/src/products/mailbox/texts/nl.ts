/** Dutch (nl): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const nl: EmulatorTexts = {
  'duration.minutes': { one: '{count} minuut', other: '{count} minuten' },
  'duration.seconds': { one: '{count} seconde', other: '{count} seconden' },
  'otp.subject': 'Je verificatiecode',
  'otp.body': 'Je verificatiecode voor {projectName} is {code}. De code verloopt over {duration}.',
  'magicLink.login.subject': 'Je inloglink',
  'magicLink.signup.subject': 'Bevestig je e-mailadres om je te registreren',
  'magicLink.login.intro': 'Klik op de link hieronder om in te loggen bij {projectName}:',
  'magicLink.signup.intro': 'Klik op de link hieronder om je registratie bij {projectName} te voltooien:',
  'magicLink.expiry': 'Deze link verloopt over {duration}. Heb je hier niet om gevraagd? Negeer deze e-mail dan.',
  'passwordReset.subject': 'Stel je wachtwoord opnieuw in',
  'passwordReset.intro': 'Iemand heeft gevraagd om het wachtwoord van je {projectName}-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
  'passwordReset.loginInstead': 'Of log in zonder je wachtwoord te wijzigen:',
  'passwordReset.expiry': 'Deze links verlopen over {duration}. Heb je hier niet om gevraagd? Negeer deze e-mail dan.',
  'b2b.passwordReset.organization.subject': 'Stel je wachtwoord voor {organizationName} opnieuw in',
  'b2b.passwordReset.organization.intro': 'Iemand heeft gevraagd om je wachtwoord voor {organizationName} opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
  'b2b.passwordReset.project.subject': 'Stel je wachtwoord voor {projectName} opnieuw in',
  'b2b.passwordReset.project.intro': 'Iemand heeft gevraagd om je wachtwoord voor {projectName} opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
  'b2b.passwordReset.expiry': 'De link verloopt over {duration}. Heb je hier niet om gevraagd? Negeer deze e-mail dan.',
  'b2b.otp.subject': 'Je verificatiecode voor {projectName}',
  'b2b.otp.body': 'Je inlogcode is {code}. De code verloopt over {duration}.',
  'b2b.otp.organizationBody': 'Je code om in te loggen bij {organizationName} is {code}. De code verloopt over {duration}.',
  'b2b.magicLink.subject': 'Je inloglink voor {projectName}',
  'b2b.magicLink.body': 'Inloggen bij {name}: {link}',
  'b2b.magicLink.expiry': 'De link verloopt over {duration}.',
};

export default nl;
