/** Slovenian (sl): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Geslo',
  'password.newPassword': 'Novo geslo',
  'password.showPassword': 'Pokaži geslo',
  'password.createTitle': 'Ustvarite račun',
  'password.createBody': 'Izberite geslo za {email}.',
  'password.loginTitle': 'Prijava',
  'password.loginBody': 'Vnesite geslo za {email}.',
  'password.forgot': 'Ste pozabili geslo?',
  'password.createInstead': 'Raje ustvari geslo',
  'password.emailLinkInstead': 'Pošlji povezavo za prijavo po e-pošti',
  'password.emailCodeInstead': 'Pošlji kodo za prijavo po e-pošti',
  'password.strengthLabel': 'Moč gesla',
  'password.strength.veryWeak': 'Zelo šibko',
  'password.strength.weak': 'Šibko',
  'password.strength.strong': 'Močno',
  'password.strength.veryStrong': 'Zelo močno',
  'password.requirementsLabel': 'Zahteve za geslo',
  'password.requirementMet': 'Izpolnjeno:',
  'password.requirementUnmet': 'Še ni izpolnjeno:',
  'password.luds.length': { one: 'Vsebovati mora vsaj {count} znak', two: 'Vsebovati mora vsaj {count} znaka', few: 'Vsebovati mora vsaj {count} znake', other: 'Vsebovati mora vsaj {count} znakov' },
  'password.luds.complexity': { one: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol', two: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol', few: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol', other: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol' },
  'password.luds.breached': 'To geslo je bilo morda uporabljeno na drugem spletnem mestu, kjer je prišlo do varnostne težave. Izberite drugo geslo.',
  'password.forgotTitle': 'V e-pošti boste našli pomoč pri prijavi!',
  'password.forgotBody': 'Na naslov {email} smo poslali e-poštno sporočilo s povezavo za ponastavitev gesla. Sledite povezavi in izberite novo geslo.',
  'password.setNewTitle': 'Preverite e-pošto!',
  'password.setNewBody': 'Na naslov {email} smo poslali e-poštno sporočilo. Sledite povezavi v njem in nastavite geslo za svoj račun.',
  'password.dedupeTitle': 'Preverite e-pošto in nastavite novo geslo',
  'password.dedupeBody': 'Želimo se prepričati, da je vaš račun varen in da se res prijavljate vi! Na naslov {email} smo poslali e-poštno sporočilo. Sledite povezavi v njem in nastavite novo geslo.',
  'password.breachedTitle': 'Preverite e-pošto in ponastavite geslo',
  'password.breachedBody': 'Za zaščito vašega računa smo na naslov {email} poslali e-poštno sporočilo. Sledite povezavi v njem in izberite novo geslo, ki ga niste uporabili drugje.',
  'password.didntGetIt': 'Niste prejeli sporočila?',
  'password.resend': 'Znova pošlji e-pošto',
  'password.emailResent': 'E-pošta je bila znova poslana',
  'password.loggingIn': 'Prijavljanje …',
  'password.resetTitle': 'Ponastavite geslo',
  'password.resetBody': 'Izberite novo geslo za svoj račun.',
  'password.requestNewBody': 'Vnesite e-poštni naslov in poslali vam bomo novo povezavo.',
  'password.sendNewEmail': 'Pošlji novo e-pošto',
  'password.confirmationTitle': 'Uspešno!',
  'password.confirmationBody': 'Uspešno ste se prijavili.',
};

export default texts;
