/** Hungarian (hu): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Jelszó',
  'password.newPassword': 'Új jelszó',
  'password.showPassword': 'Jelszó megjelenítése',
  'password.createTitle': 'Fiók létrehozása',
  'password.createBody': 'Válasszon jelszót a következőhöz: {email}.',
  'password.loginTitle': 'Bejelentkezés',
  'password.loginBody': 'Adja meg a jelszót a következőhöz: {email}.',
  'password.forgot': 'Elfelejtette a jelszavát?',
  'password.createInstead': 'Inkább jelszót hozok létre',
  'password.emailLinkInstead': 'Bejelentkezési link küldése e-mailben',
  'password.emailCodeInstead': 'Bejelentkezési kód küldése e-mailben',
  'password.strengthLabel': 'Jelszó erőssége',
  'password.strength.veryWeak': 'Nagyon gyenge',
  'password.strength.weak': 'Gyenge',
  'password.strength.strong': 'Erős',
  'password.strength.veryStrong': 'Nagyon erős',
  'password.requirementsLabel': 'Jelszókövetelmények',
  'password.requirementMet': 'Teljesült:',
  'password.requirementUnmet': 'Még nem teljesült:',
  'password.luds.length': { one: 'Legalább {count} karakter hosszú legyen', other: 'Legalább {count} karakter hosszú legyen' },
  'password.luds.complexity': { one: 'Tartalmazzon {count} elemet a következők közül: nagybetű, kisbetű, szám, szimbólum', other: 'Tartalmazzon {count} elemet a következők közül: nagybetű, kisbetű, szám, szimbólum' },
  'password.luds.breached': 'Lehet, hogy ezt a jelszót egy másik webhelyen is használták, ahol biztonsági incidens történt. Válasszon másik jelszót.',
  'password.forgotTitle': 'A bejelentkezéshez szükséges segítséget e-mailben küldtük el!',
  'password.forgotBody': 'E-mailt küldtünk ide: {email}, benne a jelszó-visszaállítási linkkel. Kövesse a linket, és válasszon új jelszót.',
  'password.setNewTitle': 'Ellenőrizze a postafiókját!',
  'password.setNewBody': 'E-mailt küldtünk ide: {email}. Kövesse a benne lévő linket, és állítson be jelszót a fiókjához.',
  'password.dedupeTitle': 'Új jelszó beállításához ellenőrizze a postafiókját',
  'password.dedupeBody': 'Szeretnénk meggyőződni arról, hogy a fiókja biztonságban van, és valóban Ön jelentkezik be! E-mailt küldtünk ide: {email}. Kövesse a benne lévő linket, és állítson be új jelszót.',
  'password.breachedTitle': 'A jelszó visszaállításához ellenőrizze a postafiókját',
  'password.breachedBody': 'Fiókja védelme érdekében e-mailt küldtünk ide: {email}. Kövesse a benne lévő linket, és válasszon olyan új jelszót, amelyet máshol még nem használt.',
  'password.didntGetIt': 'Nem kapta meg?',
  'password.resend': 'E-mail újraküldése',
  'password.emailResent': 'E-mail újraküldve',
  'password.loggingIn': 'Bejelentkezés…',
  'password.resetTitle': 'Jelszó visszaállítása',
  'password.resetBody': 'Válasszon új jelszót a fiókjához.',
  'password.requestNewBody': 'Adja meg az e-mail-címét, és küldünk egy új linket.',
  'password.sendNewEmail': 'Új e-mail küldése',
  'password.confirmationTitle': 'Sikerült!',
  'password.confirmationBody': 'Sikeresen bejelentkezett.',
};

export default texts;
