/** Danish (da): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const da: EmulatorTexts = {
  'duration.minutes': { one: '{count} minut', other: '{count} minutter' },
  'duration.seconds': { one: '{count} sekund', other: '{count} sekunder' },
  'otp.subject': 'Din bekræftelseskode',
  'otp.body': 'Din bekræftelseskode til {projectName} er {code}. Den udløber om {duration}.',
  'magicLink.login.subject': 'Dit loginlink',
  'magicLink.signup.subject': 'Bekræft din e-mailadresse for at tilmelde dig',
  'magicLink.login.intro': 'Klik på linket nedenfor for at logge ind på {projectName}:',
  'magicLink.signup.intro': 'Klik på linket nedenfor for at gennemføre din tilmelding til {projectName}:',
  'magicLink.expiry': 'Linket udløber om {duration}. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail.',
  'passwordReset.subject': 'Nulstil din adgangskode',
  'passwordReset.intro': 'Nogen har bedt om at nulstille adgangskoden til din {projectName}-konto. Åbn dette link for at vælge en ny adgangskode:',
  'passwordReset.loginInstead': 'Eller log ind uden at ændre din adgangskode:',
  'passwordReset.expiry': 'Linkene udløber om {duration}. Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail.',
  'b2b.passwordReset.organization.subject': 'Nulstil din adgangskode til {organizationName}',
  'b2b.passwordReset.organization.intro': 'Nogen har bedt om at nulstille din adgangskode til {organizationName}. Åbn dette link for at vælge en ny:',
  'b2b.passwordReset.project.subject': 'Nulstil din adgangskode til {projectName}',
  'b2b.passwordReset.project.intro': 'Nogen har bedt om at nulstille din adgangskode til {projectName}. Åbn dette link for at vælge en ny:',
  'b2b.passwordReset.expiry': 'Linket udløber om {duration}. Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail.',
  'b2b.otp.subject': 'Din bekræftelseskode til {projectName}',
  'b2b.otp.body': 'Din kode til at logge ind er {code}. Den udløber om {duration}.',
  'b2b.otp.organizationBody': 'Din kode til at logge ind på {organizationName} er {code}. Den udløber om {duration}.',
  'b2b.magicLink.subject': 'Dit loginlink til {projectName}',
  'b2b.magicLink.body': 'Log ind på {name}: {link}',
  'b2b.magicLink.expiry': 'Linket udløber om {duration}.',
};

export default da;
