/** Romanian (ro): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ro: EmulatorTexts = {
  'duration.minutes': { one: '{count} minut', few: '{count} minute', other: '{count} de minute' },
  'duration.seconds': { one: '{count} secundă', few: '{count} secunde', other: '{count} de secunde' },
  'otp.subject': 'Codul dvs. de verificare',
  'otp.body': 'Codul dvs. de verificare pentru {projectName} este {code}. Expiră în {duration}.',
  'magicLink.login.subject': 'Linkul dvs. de conectare',
  'magicLink.signup.subject': 'Confirmați adresa de e-mail pentru a vă înregistra',
  'magicLink.login.intro': 'Dați clic pe linkul de mai jos pentru a vă conecta la {projectName}:',
  'magicLink.signup.intro': 'Dați clic pe linkul de mai jos pentru a finaliza înregistrarea la {projectName}:',
  'magicLink.expiry': 'Acest link expiră în {duration}. Dacă nu l-ați solicitat, ignorați acest e-mail.',
  'passwordReset.subject': 'Resetați parola',
  'passwordReset.intro': 'Cineva a solicitat resetarea parolei contului dvs. {projectName}. Pentru a alege o parolă nouă, deschideți:',
  'passwordReset.loginInstead': 'Sau conectați-vă fără a schimba parola:',
  'passwordReset.expiry': 'Aceste linkuri expiră în {duration}. Dacă nu ați solicitat acest lucru, ignorați acest e-mail.',
  'b2b.passwordReset.organization.subject': 'Resetați parola pentru {organizationName}',
  'b2b.passwordReset.organization.intro': 'Cineva a solicitat resetarea parolei dvs. pentru {organizationName}. Pentru a alege una nouă, deschideți:',
  'b2b.passwordReset.project.subject': 'Resetați parola pentru {projectName}',
  'b2b.passwordReset.project.intro': 'Cineva a solicitat resetarea parolei dvs. pentru {projectName}. Pentru a alege una nouă, deschideți:',
  'b2b.passwordReset.expiry': 'Linkul expiră în {duration}. Dacă nu ați solicitat acest lucru, ignorați acest e-mail.',
  'b2b.otp.subject': 'Codul dvs. de verificare pentru {projectName}',
  'b2b.otp.body': 'Codul dvs. de conectare este {code}. Expiră în {duration}.',
  'b2b.otp.organizationBody': 'Codul dvs. de conectare la {organizationName} este {code}. Expiră în {duration}.',
  'b2b.magicLink.subject': 'Linkul dvs. de conectare la {projectName}',
  'b2b.magicLink.body': 'Conectați-vă la {name}: {link}',
  'b2b.magicLink.expiry': 'Linkul expiră în {duration}.',
};

export default ro;
