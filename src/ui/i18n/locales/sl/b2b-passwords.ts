/** Slovenian (sl): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Geslo',
  'b2b.password.newField': 'Novo geslo',
  'b2b.password.show': 'Pokaži geslo',
  'b2b.password.required': 'Vnesite geslo.',
  'b2b.password.loginTitle': 'Prijava z e-pošto in geslom',
  'b2b.password.loginOrganization': 'Prijava v organizacijo {organization}',
  'b2b.password.forgot': 'Ste pozabili geslo?',
  'b2b.password.forgotTitle': 'Ponastavite geslo',
  'b2b.password.forgotOrganization': 'Po e-pošti vam bomo poslali povezavo, s katero se lahko neposredno prijavite v račun ali ponastavite geslo, če ga imate.',
  'b2b.password.forgotDiscovery': 'Po e-pošti vam bomo poslali potrditveno povezavo, s katero lahko ustvarite račun ali ponastavite geslo, če ga imate.',
  'b2b.password.noPasswordTitle': 'Nastavite geslo prek e-pošte',
  'b2b.password.noPasswordBody': 'Gesla še nimate. Po e-pošti vam bomo poslali povezavo, da ga nastavite.',
  'b2b.password.breachedTitle': 'Izberite novo geslo',
  'b2b.password.breachedBody': 'Po e-pošti vam bomo poslali povezavo, s katero boste izbrali novo geslo, ki ga niste uporabili drugje.',
  'b2b.password.sendLink': 'Pošlji povezavo po e-pošti',
  'b2b.password.sentTitle': 'Preverite e-pošto',
  'b2b.password.sentBody': 'Povezavo za ponastavitev gesla smo vam poslali na {email}.',
  'b2b.password.didntGetIt': 'Niste prejeli sporočila?',
  'b2b.password.resend': 'Znova pošlji e-pošto',
  'b2b.password.resent': 'E-pošta je bila znova poslana',
  'b2b.password.setNewTitle': 'Nastavite novo geslo',
  'b2b.password.setNewBody': 'Izberite novo geslo za svoj račun.',
  'b2b.password.noToken': 'Ta stran je bila odprta brez povezave za ponastavitev gesla. Znova odprite povezavo iz e-poštnega sporočila.',
  'b2b.password.strengthScore': 'Moč gesla: {score} od 4.',
  'b2b.password.accepted': 'Geslo je sprejeto.',
  'b2b.password.notAccepted': 'Geslo ni sprejeto.',
  'b2b.password.requirementsLabel': 'Zahteve za geslo',
  'b2b.password.requirementMet': 'Izpolnjeno:',
  'b2b.password.requirementUnmet': 'Še ni izpolnjeno:',
  'b2b.password.minimumLength': { one: 'Vsebovati mora vsaj {count} znak', two: 'Vsebovati mora vsaj {count} znaka', few: 'Vsebovati mora vsaj {count} znake', other: 'Vsebovati mora vsaj {count} znakov' },
  'b2b.password.complexity': { one: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol', two: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol', few: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol', other: 'Vsebovati mora {count} izmed naslednjih elementov: velika črka, mala črka, številka, simbol' },
  'b2b.password.breached': 'To geslo je bilo morda uporabljeno na drugem spletnem mestu, kjer je prišlo do varnostne težave. Izberite drugo geslo.',
};

export default texts;
