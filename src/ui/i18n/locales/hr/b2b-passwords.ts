/** Croatian (hr): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Zaporka',
  'b2b.password.newField': 'Nova zaporka',
  'b2b.password.show': 'Prikaži zaporku',
  'b2b.password.required': 'Unesite zaporku.',
  'b2b.password.loginTitle': 'Prijava e-poštom i zaporkom',
  'b2b.password.loginOrganization': 'Prijava u organizaciju {organization}',
  'b2b.password.forgot': 'Zaboravili ste zaporku?',
  'b2b.password.forgotTitle': 'Ponovno postavite zaporku',
  'b2b.password.forgotOrganization': 'E-poštom ćemo vam poslati poveznicu za izravnu prijavu u račun ili ponovno postavljanje zaporke ako je imate.',
  'b2b.password.forgotDiscovery': 'E-poštom ćemo vam poslati poveznicu za potvrdu kojom se možete registrirati ili ponovno postaviti zaporku ako je imate.',
  'b2b.password.noPasswordTitle': 'Postavite zaporku putem e-pošte',
  'b2b.password.noPasswordBody': 'Još nemate zaporku. E-poštom ćemo vam poslati poveznicu za njezino postavljanje.',
  'b2b.password.breachedTitle': 'Odaberite novu zaporku',
  'b2b.password.breachedBody': 'E-poštom ćemo vam poslati poveznicu za odabir nove zaporke koju niste koristili drugdje.',
  'b2b.password.sendLink': 'Pošalji mi poveznicu e-poštom',
  'b2b.password.sentTitle': 'Provjerite e-poštu',
  'b2b.password.sentBody': 'Poveznica za ponovno postavljanje zaporke poslana vam je na {email}.',
  'b2b.password.didntGetIt': 'Niste primili poruku?',
  'b2b.password.resend': 'Ponovno pošalji e-poruku',
  'b2b.password.resent': 'E-poruka je ponovno poslana',
  'b2b.password.setNewTitle': 'Postavite novu zaporku',
  'b2b.password.setNewBody': 'Odaberite novu zaporku za svoj račun.',
  'b2b.password.noToken': 'Ova je stranica otvorena bez poveznice za ponovno postavljanje zaporke. Ponovno otvorite poveznicu iz e-poruke.',
  'b2b.password.strengthScore': 'Jačina zaporke: {score} od 4.',
  'b2b.password.accepted': 'Zaporka je prihvaćena.',
  'b2b.password.notAccepted': 'Zaporka nije prihvaćena.',
  'b2b.password.requirementsLabel': 'Zahtjevi za zaporku',
  'b2b.password.requirementMet': 'Ispunjeno:',
  'b2b.password.requirementUnmet': 'Još nije ispunjeno:',
  'b2b.password.minimumLength': { one: 'Mora sadržavati najmanje {count} znak', few: 'Mora sadržavati najmanje {count} znaka', other: 'Mora sadržavati najmanje {count} znakova' },
  'b2b.password.complexity': { one: 'Mora sadržavati {count} od sljedećeg: veliko slovo, malo slovo, broj, simbol', few: 'Mora sadržavati {count} od sljedećeg: veliko slovo, malo slovo, broj, simbol', other: 'Mora sadržavati {count} od sljedećeg: veliko slovo, malo slovo, broj, simbol' },
  'b2b.password.breached': 'Ova je zaporka možda korištena na drugom web-mjestu na kojem je došlo do sigurnosnog incidenta. Odaberite drugu zaporku.',
};

export default texts;
