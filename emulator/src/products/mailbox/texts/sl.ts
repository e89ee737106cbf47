/** Slovenian (sl): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const sl: EmulatorTexts = {
  'duration.minutes': { one: '{count} minuto', two: '{count} minuti', few: '{count} minute', other: '{count} minut' },
  'duration.seconds': { one: '{count} sekundo', two: '{count} sekundi', few: '{count} sekunde', other: '{count} sekund' },
  'otp.subject': 'Vaša potrditvena koda',
  'otp.body': 'Vaša potrditvena koda za {projectName} je {code}. Poteče čez {duration}.',
  'magicLink.login.subject': 'Vaša povezava za prijavo',
  'magicLink.signup.subject': 'Za registracijo potrdite e-poštni naslov',
  'magicLink.login.intro': 'Kliknite spodnjo povezavo, da se prijavite v {projectName}:',
  'magicLink.signup.intro': 'Kliknite spodnjo povezavo, da dokončate registracijo v {projectName}:',
  'magicLink.expiry': 'Povezava poteče čez {duration}. Če je niste zahtevali, prezrite to sporočilo.',
  'passwordReset.subject': 'Ponastavitev gesla',
  'passwordReset.intro': 'Nekdo je zahteval ponastavitev gesla za vaš račun {projectName}. Če želite izbrati novo geslo, odprite:',
  'passwordReset.loginInstead': 'Ali pa se prijavite brez spremembe gesla:',
  'passwordReset.expiry': 'Povezave potečejo čez {duration}. Če tega niste zahtevali, prezrite to sporočilo.',
  'b2b.passwordReset.organization.subject': 'Ponastavitev gesla za {organizationName}',
  'b2b.passwordReset.organization.intro': 'Nekdo je zahteval ponastavitev vašega gesla za {organizationName}. Če želite izbrati novo, odprite:',
  'b2b.passwordReset.project.subject': 'Ponastavitev gesla za {projectName}',
  'b2b.passwordReset.project.intro': 'Nekdo je zahteval ponastavitev vašega gesla za {projectName}. Če želite izbrati novo, odprite:',
  'b2b.passwordReset.expiry': 'Povezava poteče čez {duration}. Če tega niste zahtevali, prezrite to sporočilo.',
  'b2b.otp.subject': 'Vaša potrditvena koda za {projectName}',
  'b2b.otp.body': 'Vaša koda za prijavo je {code}. Poteče čez {duration}.',
  'b2b.otp.organizationBody': 'Vaša koda za prijavo v {organizationName} je {code}. Poteče čez {duration}.',
  'b2b.magicLink.subject': 'Vaša povezava za prijavo v {projectName}',
  'b2b.magicLink.body': 'Prijava v {name}: {link}',
  'b2b.magicLink.expiry': 'Povezava poteče čez {duration}.',
};

export default sl;
