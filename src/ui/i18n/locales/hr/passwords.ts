/** Croatian (hr): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Zaporka',
  'password.newPassword': 'Nova zaporka',
  'password.showPassword': 'Prikaži zaporku',
  'password.createTitle': 'Izradite račun',
  'password.createBody': 'Odaberite zaporku za {email}.',
  'password.loginTitle': 'Prijava',
  'password.loginBody': 'Unesite zaporku za {email}.',
  'password.forgot': 'Zaboravili ste zaporku?',
  'password.createInstead': 'Radije izradi zaporku',
  'password.emailLinkInstead': 'Pošalji mi poveznicu za prijavu e-poštom',
  'password.emailCodeInstead': 'Pošalji mi kod za prijavu e-poštom',
  'password.strengthLabel': 'Jačina zaporke',
  'password.strength.veryWeak': 'Vrlo slaba',
  'password.strength.weak': 'Slaba',
  'password.strength.strong': 'Jaka',
  'password.strength.veryStrong': 'Vrlo jaka',
  'password.requirementsLabel': 'Zahtjevi za zaporku',
  'password.requirementMet': 'Ispunjeno:',
  'password.requirementUnmet': 'Još nije ispunjeno:',
  'password.luds.length': { one: 'Mora sadržavati najmanje {count} znak', few: 'Mora sadržavati najmanje {count} znaka', other: 'Mora sadržavati najmanje {count} znakova' },
  'password.luds.complexity': { one: 'Mora sadržavati {count} od sljedećeg: veliko slovo, malo slovo, broj, simbol', few: 'Mora sadržavati {count} od sljedećeg: veliko slovo, malo slovo, broj, simbol', other: 'Mora sadržavati {count} od sljedećeg: veliko slovo, malo slovo, broj, simbol' },
  'password.luds.breached': 'Ova je zaporka možda korištena na drugom web-mjestu na kojem je došlo do sigurnosnog incidenta. Odaberite drugu zaporku.',
  'password.forgotTitle': 'Pomoć za prijavu potražite u e-pošti!',
  'password.forgotBody': 'Na {email} poslali smo e-poruku s poveznicom za ponovno postavljanje zaporke. Otvorite poveznicu i odaberite novu zaporku.',
  'password.setNewTitle': 'Provjerite e-poštu!',
  'password.setNewBody': 'Poslali smo e-poruku na {email}. Otvorite poveznicu iz poruke i postavite zaporku za svoj račun.',
  'password.dedupeTitle': 'Provjerite e-poštu i postavite novu zaporku',
  'password.dedupeBody': 'Želimo biti sigurni da je vaš račun zaštićen i da se doista vi prijavljujete! Poslali smo e-poruku na {email}. Otvorite poveznicu iz poruke i postavite novu zaporku.',
  'password.breachedTitle': 'Provjerite e-poštu i ponovno postavite zaporku',
  'password.breachedBody': 'Radi zaštite vašeg računa poslali smo e-poruku na {email}. Otvorite poveznicu iz poruke i odaberite novu zaporku koju niste koristili drugdje.',
  'password.didntGetIt': 'Niste primili poruku?',
  'password.resend': 'Ponovno pošalji e-poruku',
  'password.emailResent': 'E-poruka je ponovno poslana',
  'password.loggingIn': 'Prijava…',
  'password.resetTitle': 'Ponovno postavite zaporku',
  'password.resetBody': 'Odaberite novu zaporku za svoj račun.',
  'password.requestNewBody': 'Unesite adresu e-pošte i poslat ćemo vam novu poveznicu.',
  'password.sendNewEmail': 'Pošalji novu e-poruku',
  'password.confirmationTitle': 'Uspjeh!',
  'password.confirmationBody': 'Uspješno ste se prijavili.',
};

export default texts;
