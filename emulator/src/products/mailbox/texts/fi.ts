/** Finnish (fi): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const fi: EmulatorTexts = {
  'duration.minutes': { one: '{count} minuutin', other: '{count} minuuttia' },
  'duration.seconds': { one: '{count} sekunnin', other: '{count} sekuntia' },
  'otp.subject': 'Vahvistuskoodisi',
  'otp.body': 'Palvelun {projectName} vahvistuskoodisi on {code}. Koodi on voimassa {duration}.',
  'magicLink.login.subject': 'Kirjautumislinkkisi',
  'magicLink.signup.subject': 'Vahvista sähköpostiosoitteesi ja viimeistele rekisteröityminen',
  'magicLink.login.intro': 'Kirjaudu palveluun {projectName} napsauttamalla alla olevaa linkkiä:',
  'magicLink.signup.intro': 'Viimeistele rekisteröitymisesi palveluun {projectName} napsauttamalla alla olevaa linkkiä:',
  'magicLink.expiry': 'Linkki on voimassa {duration}. Jos et pyytänyt sitä, voit jättää tämän viestin huomiotta.',
  'passwordReset.subject': 'Nollaa salasanasi',
  'passwordReset.intro': 'Joku pyysi {projectName}-tilisi salasanan nollaamista. Voit valita uuden salasanan avaamalla tämän linkin:',
  'passwordReset.loginInstead': 'Tai kirjaudu sisään vaihtamatta salasanaa:',
  'passwordReset.expiry': 'Linkit ovat voimassa {duration}. Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
  'b2b.passwordReset.organization.subject': 'Salasanan nollaus – {organizationName}',
  'b2b.passwordReset.organization.intro': 'Joku pyysi salasanasi nollaamista organisaatiossa {organizationName}. Voit valita uuden salasanan avaamalla tämän linkin:',
  'b2b.passwordReset.project.subject': 'Salasanan nollaus – {projectName}',
  'b2b.passwordReset.project.intro': 'Joku pyysi salasanasi nollaamista palvelussa {projectName}. Voit valita uuden salasanan avaamalla tämän linkin:',
  'b2b.passwordReset.expiry': 'Linkki on voimassa {duration}. Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
  'b2b.otp.subject': 'Vahvistuskoodisi – {projectName}',
  'b2b.otp.body': 'Kirjautumiskoodisi on {code}. Koodi on voimassa {duration}.',
  'b2b.otp.organizationBody': 'Koodisi kirjautumiseen organisaatioon {organizationName} on {code}. Koodi on voimassa {duration}.',
  'b2b.magicLink.subject': 'Kirjautumislinkkisi – {projectName}',
  'b2b.magicLink.body': 'Kirjaudu palveluun {name}: {link}',
  'b2b.magicLink.expiry': 'Linkki on voimassa {duration}.',
};

export default fi;
