/** Croatian (hr): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const hr: EmulatorTexts = {
  'duration.minutes': { one: '{count} minutu', few: '{count} minute', other: '{count} minuta' },
  'duration.seconds': { one: '{count} sekundu', few: '{count} sekunde', other: '{count} sekundi' },
  'otp.subject': 'Vaš kod za potvrdu',
  'otp.body': 'Vaš kod za potvrdu za {projectName} je {code}. Istječe za {duration}.',
  'magicLink.login.subject': 'Vaša poveznica za prijavu',
  'magicLink.signup.subject': 'Potvrdite adresu e-pošte za registraciju',
  'magicLink.login.intro': 'Kliknite poveznicu u nastavku za prijavu u {projectName}:',
  'magicLink.signup.intro': 'Kliknite poveznicu u nastavku da biste dovršili registraciju za {projectName}:',
  'magicLink.expiry': 'Poveznica istječe za {duration}. Ako je niste zatražili, zanemarite ovu poruku.',
  'passwordReset.subject': 'Ponovno postavljanje zaporke',
  'passwordReset.intro': 'Netko je zatražio ponovno postavljanje zaporke za vaš račun {projectName}. Da biste odabrali novu zaporku, otvorite:',
  'passwordReset.loginInstead': 'Ili se prijavite bez promjene zaporke:',
  'passwordReset.expiry': 'Ove poveznice istječu za {duration}. Ako to niste zatražili, zanemarite ovu poruku.',
  'b2b.passwordReset.organization.subject': 'Ponovno postavljanje zaporke za {organizationName}',
  'b2b.passwordReset.organization.intro': 'Netko je zatražio ponovno postavljanje vaše zaporke za {organizationName}. Da biste odabrali novu, otvorite:',
  'b2b.passwordReset.project.subject': 'Ponovno postavljanje zaporke za {projectName}',
  'b2b.passwordReset.project.intro': 'Netko je zatražio ponovno postavljanje vaše zaporke za {projectName}. Da biste odabrali novu, otvorite:',
  'b2b.passwordReset.expiry': 'Poveznica istječe za {duration}. Ako to niste zatražili, zanemarite ovu poruku.',
  'b2b.otp.subject': 'Vaš kod za potvrdu za {projectName}',
  'b2b.otp.body': 'Vaš kod za prijavu je {code}. Istječe za {duration}.',
  'b2b.otp.organizationBody': 'Vaš kod za prijavu u {organizationName} je {code}. Istječe za {duration}.',
  'b2b.magicLink.subject': 'Vaša poveznica za prijavu u {projectName}',
  'b2b.magicLink.body': 'Prijava u {name}: {link}',
  'b2b.magicLink.expiry': 'Poveznica istječe za {duration}.',
};

export default hr;
