/** Hungarian (hu): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Jelszó',
  'b2b.password.newField': 'Új jelszó',
  'b2b.password.show': 'Jelszó megjelenítése',
  'b2b.password.required': 'Adja meg a jelszavát.',
  'b2b.password.loginTitle': 'Bejelentkezés e-mail-címmel és jelszóval',
  'b2b.password.loginOrganization': 'Bejelentkezés ide: {organization}',
  'b2b.password.forgot': 'Elfelejtette a jelszavát?',
  'b2b.password.forgotTitle': 'Jelszó visszaállítása',
  'b2b.password.forgotOrganization': 'E-mailben küldünk egy bejelentkezési linket, amellyel közvetlenül bejelentkezhet a fiókjába, vagy visszaállíthatja a jelszavát, ha van.',
  'b2b.password.forgotDiscovery': 'E-mailben küldünk egy ellenőrző linket, amellyel fiókot hozhat létre, vagy visszaállíthatja a jelszavát, ha van.',
  'b2b.password.noPasswordTitle': 'Jelszó beállítása e-mailben',
  'b2b.password.noPasswordBody': 'Még nincs jelszava. E-mailben küldünk egy linket a beállításához.',
  'b2b.password.breachedTitle': 'Válasszon új jelszót',
  'b2b.password.breachedBody': 'E-mailben küldünk egy linket, amellyel olyan új jelszót választhat, amelyet máshol még nem használt.',
  'b2b.password.sendLink': 'Link küldése e-mailben',
  'b2b.password.sentTitle': 'Ellenőrizze a postafiókját',
  'b2b.password.sentBody': 'A jelszó-visszaállítási linket elküldtük ide: {email}.',
  'b2b.password.didntGetIt': 'Nem kapta meg?',
  'b2b.password.resend': 'E-mail újraküldése',
  'b2b.password.resent': 'E-mail újraküldve',
  'b2b.password.setNewTitle': 'Új jelszó beállítása',
  'b2b.password.setNewBody': 'Válasszon új jelszót a fiókjához.',
  'b2b.password.noToken': 'Ezt az oldalt jelszó-visszaállítási link nélkül nyitották meg. Nyissa meg újra az e-mailben kapott linket.',
  'b2b.password.strengthScore': 'Jelszó erőssége: {score}/4.',
  'b2b.password.accepted': 'A jelszó megfelel.',
  'b2b.password.notAccepted': 'A jelszó nem felel meg.',
  'b2b.password.requirementsLabel': 'Jelszókövetelmények',
  'b2b.password.requirementMet': 'Teljesült:',
  'b2b.password.requirementUnmet': 'Még nem teljesült:',
  'b2b.password.minimumLength': { one: 'Legalább {count} karakter hosszú legyen', other: 'Legalább {count} karakter hosszú legyen' },
  'b2b.password.complexity': { one: 'Tartalmazzon {count} elemet a következők közül: nagybetű, kisbetű, szám, szimbólum', other: 'Tartalmazzon {count} elemet a következők közül: nagybetű, kisbetű, szám, szimbólum' },
  'b2b.password.breached': 'Lehet, hogy ezt a jelszót egy másik webhelyen is használták, ahol biztonsági incidens történt. Válasszon másik jelszót.',
};

export default texts;
