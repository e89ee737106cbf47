/** Hungarian (hu): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const hu: EmulatorTexts = {
  'duration.minutes': { one: '{count} perc', other: '{count} perc' },
  'duration.seconds': { one: '{count} másodperc', other: '{count} másodperc' },
  'otp.subject': 'Az Ön ellenőrző kódja',
  'otp.body': 'A(z) {projectName} ellenőrző kódja: {code}. A kód {duration} múlva lejár.',
  'magicLink.login.subject': 'Az Ön bejelentkezési linkje',
  'magicLink.signup.subject': 'A regisztrációhoz erősítse meg e-mail-címét',
  'magicLink.login.intro': 'A(z) {projectName} szolgáltatásba való bejelentkezéshez kattintson az alábbi linkre:',
  'magicLink.signup.intro': 'A(z) {projectName} szolgáltatásba való regisztráció befejezéséhez kattintson az alábbi linkre:',
  'magicLink.expiry': 'A link {duration} múlva lejár. Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt.',
  'passwordReset.subject': 'Jelszó visszaállítása',
  'passwordReset.intro': 'Valaki kérte a(z) {projectName}-fiókja jelszavának visszaállítását. Új jelszó választásához nyissa meg:',
  'passwordReset.loginInstead': 'Vagy jelentkezzen be a jelszó módosítása nélkül:',
  'passwordReset.expiry': 'A linkek {duration} múlva lejárnak. Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt.',
  'b2b.passwordReset.organization.subject': 'Jelszó visszaállítása – {organizationName}',
  'b2b.passwordReset.organization.intro': 'Valaki kérte a jelszava visszaállítását a következőhöz: {organizationName}. Új jelszó választásához nyissa meg:',
  'b2b.passwordReset.project.subject': 'Jelszó visszaállítása – {projectName}',
  'b2b.passwordReset.project.intro': 'Valaki kérte a jelszava visszaállítását a következőhöz: {projectName}. Új jelszó választásához nyissa meg:',
  'b2b.passwordReset.expiry': 'A link {duration} múlva lejár. Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt.',
  'b2b.otp.subject': 'Ellenőrző kód – {projectName}',
  'b2b.otp.body': 'Bejelentkezési kódja: {code}. A kód {duration} múlva lejár.',
  'b2b.otp.organizationBody': 'A(z) {organizationName} szervezetbe való bejelentkezéshez szükséges kódja: {code}. A kód {duration} múlva lejár.',
  'b2b.magicLink.subject': 'Bejelentkezési link – {projectName}',
  'b2b.magicLink.body': 'Bejelentkezés – {name}: {link}',
  'b2b.magicLink.expiry': 'A link {duration} múlva lejár.',
};

export default hu;
