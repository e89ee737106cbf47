/** Lithuanian (lt): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const lt: EmulatorTexts = {
  'duration.minutes': { one: '{count} minutę', few: '{count} minutes', many: '{count} minutės', other: '{count} minučių' },
  'duration.seconds': { one: '{count} sekundę', few: '{count} sekundes', many: '{count} sekundės', other: '{count} sekundžių' },
  'otp.subject': 'Jūsų patvirtinimo kodas',
  'otp.body': 'Jūsų {projectName} patvirtinimo kodas: {code}. Jis galioja {duration}.',
  'magicLink.login.subject': 'Jūsų prisijungimo nuoroda',
  'magicLink.signup.subject': 'Patvirtinkite el. pašto adresą, kad užsiregistruotumėte',
  'magicLink.login.intro': 'Spustelėkite toliau pateiktą nuorodą, kad prisijungtumėte prie {projectName}:',
  'magicLink.signup.intro': 'Spustelėkite toliau pateiktą nuorodą, kad užbaigtumėte registraciją {projectName}:',
  'magicLink.expiry': 'Ši nuoroda galioja {duration}. Jei jos neprašėte, nekreipkite dėmesio į šį laišką.',
  'passwordReset.subject': 'Slaptažodžio nustatymas iš naujo',
  'passwordReset.intro': 'Kažkas paprašė iš naujo nustatyti jūsų {projectName} paskyros slaptažodį. Norėdami pasirinkti naują slaptažodį, atidarykite:',
  'passwordReset.loginInstead': 'Arba prisijunkite nekeisdami slaptažodžio:',
  'passwordReset.expiry': 'Šios nuorodos galioja {duration}. Jei to neprašėte, nekreipkite dėmesio į šį laišką.',
  'b2b.passwordReset.organization.subject': '{organizationName} slaptažodžio nustatymas iš naujo',
  'b2b.passwordReset.organization.intro': 'Kažkas paprašė iš naujo nustatyti jūsų {organizationName} slaptažodį. Norėdami pasirinkti naują, atidarykite:',
  'b2b.passwordReset.project.subject': '{projectName} slaptažodžio nustatymas iš naujo',
  'b2b.passwordReset.project.intro': 'Kažkas paprašė iš naujo nustatyti jūsų {projectName} slaptažodį. Norėdami pasirinkti naują, atidarykite:',
  'b2b.passwordReset.expiry': 'Nuoroda galioja {duration}. Jei to neprašėte, nekreipkite dėmesio į šį laišką.',
  'b2b.otp.subject': 'Jūsų {projectName} patvirtinimo kodas',
  'b2b.otp.body': 'Jūsų prisijungimo kodas: {code}. Jis galioja {duration}.',
  'b2b.otp.organizationBody': 'Jūsų prisijungimo prie {organizationName} kodas: {code}. Jis galioja {duration}.',
  'b2b.magicLink.subject': 'Jūsų {projectName} prisijungimo nuoroda',
  'b2b.magicLink.body': 'Prisijungimas prie {name}: {link}',
  'b2b.magicLink.expiry': 'Nuoroda galioja {duration}.',
};

export default lt;
