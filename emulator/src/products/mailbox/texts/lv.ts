/** Latvian (lv): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const lv: EmulatorTexts = {
  'duration.minutes': { zero: '{count} minūtes', one: '{count} minūti', other: '{count} minūtes' },
  'duration.seconds': { zero: '{count} sekundes', one: '{count} sekundi', other: '{count} sekundes' },
  'otp.subject': 'Jūsu verifikācijas kods',
  'otp.body': 'Jūsu {projectName} verifikācijas kods ir {code}. Tas ir derīgs {duration}.',
  'magicLink.login.subject': 'Jūsu pierakstīšanās saite',
  'magicLink.signup.subject': 'Apstipriniet e-pasta adresi, lai reģistrētos',
  'magicLink.login.intro': 'Noklikšķiniet uz tālāk esošās saites, lai pierakstītos pakalpojumā {projectName}:',
  'magicLink.signup.intro': 'Noklikšķiniet uz tālāk esošās saites, lai pabeigtu reģistrēšanos pakalpojumā {projectName}:',
  'magicLink.expiry': 'Šī saite ir derīga {duration}. Ja to nepieprasījāt, ignorējiet šo e-pasta ziņojumu.',
  'passwordReset.subject': 'Paroles atiestatīšana',
  'passwordReset.intro': 'Kāds pieprasīja atiestatīt jūsu {projectName} konta paroli. Lai izvēlētos jaunu paroli, atveriet:',
  'passwordReset.loginInstead': 'Vai arī pierakstieties, nemainot paroli:',
  'passwordReset.expiry': 'Šīs saites ir derīgas {duration}. Ja to nepieprasījāt, ignorējiet šo e-pasta ziņojumu.',
  'b2b.passwordReset.organization.subject': '{organizationName} paroles atiestatīšana',
  'b2b.passwordReset.organization.intro': 'Kāds pieprasīja atiestatīt jūsu {organizationName} paroli. Lai izvēlētos jaunu, atveriet:',
  'b2b.passwordReset.project.subject': '{projectName} paroles atiestatīšana',
  'b2b.passwordReset.project.intro': 'Kāds pieprasīja atiestatīt jūsu {projectName} paroli. Lai izvēlētos jaunu, atveriet:',
  'b2b.passwordReset.expiry': 'Saite ir derīga {duration}. Ja to nepieprasījāt, ignorējiet šo e-pasta ziņojumu.',
  'b2b.otp.subject': 'Jūsu {projectName} verifikācijas kods',
  'b2b.otp.body': 'Jūsu pierakstīšanās kods ir {code}. Tas ir derīgs {duration}.',
  'b2b.otp.organizationBody': 'Jūsu kods pierakstīšanai organizācijā {organizationName} ir {code}. Tas ir derīgs {duration}.',
  'b2b.magicLink.subject': 'Jūsu {projectName} pierakstīšanās saite',
  'b2b.magicLink.body': 'Pierakstīties pakalpojumā {name}: {link}',
  'b2b.magicLink.expiry': 'Saite ir derīga {duration}.',
};

export default lv;
