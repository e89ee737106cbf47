/** Finnish (fi): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Salasana',
  'password.newPassword': 'Uusi salasana',
  'password.showPassword': 'Näytä salasana',
  'password.createTitle': 'Luo tili',
  'password.createBody': 'Valitse salasana tilille {email}.',
  'password.loginTitle': 'Kirjaudu sisään',
  'password.loginBody': 'Anna tilin {email} salasana.',
  'password.forgot': 'Unohditko salasanasi?',
  'password.createInstead': 'Luo mieluummin salasana',
  'password.emailLinkInstead': 'Lähetä kirjautumislinkki sähköpostiini',
  'password.emailCodeInstead': 'Lähetä kirjautumiskoodi sähköpostiini',
  'password.strengthLabel': 'Salasanan vahvuus',
  'password.strength.veryWeak': 'Erittäin heikko',
  'password.strength.weak': 'Heikko',
  'password.strength.strong': 'Vahva',
  'password.strength.veryStrong': 'Erittäin vahva',
  'password.requirementsLabel': 'Salasanan vaatimukset',
  'password.requirementMet': 'Täyttyy:',
  'password.requirementUnmet': 'Ei vielä täyty:',
  'password.luds.length': { one: 'Pituuden on oltava vähintään {count} merkki', other: 'Pituuden on oltava vähintään {count} merkkiä' },
  'password.luds.complexity': { one: 'Salasanassa on oltava {count} seuraavista: iso kirjain, pieni kirjain, numero, erikoismerkki', other: 'Salasanassa on oltava {count} seuraavista: iso kirjain, pieni kirjain, numero, erikoismerkki' },
  'password.luds.breached': 'Tätä salasanaa on ehkä käytetty toisella sivustolla, jossa on ollut tietoturvaongelma. Valitse toinen salasana.',
  'password.forgotTitle': 'Tarkista sähköpostisi – lähetimme ohjeet kirjautumiseen!',
  'password.forgotBody': 'Lähetimme osoitteeseen {email} sähköpostin, jossa on linkki salasanan nollaamiseen. Valitse uusi salasana linkin kautta.',
  'password.setNewTitle': 'Tarkista sähköpostisi!',
  'password.setNewBody': 'Lähetimme sähköpostin osoitteeseen {email}. Aseta tilillesi salasana viestissä olevan linkin kautta.',
  'password.dedupeTitle': 'Tarkista sähköpostisi ja aseta uusi salasana',
  'password.dedupeBody': 'Haluamme varmistaa, että tilisi on turvassa ja että kirjautuja on todella sinä! Lähetimme sähköpostin osoitteeseen {email}. Aseta uusi salasana viestissä olevan linkin kautta.',
  'password.breachedTitle': 'Tarkista sähköpostisi ja nollaa salasanasi',
  'password.breachedBody': 'Tilisi suojaamiseksi lähetimme sähköpostin osoitteeseen {email}. Valitse viestissä olevan linkin kautta uusi salasana, jota et ole käyttänyt muualla.',
  'password.didntGetIt': 'Etkö saanut viestiä?',
  'password.resend': 'Lähetä sähköposti uudelleen',
  'password.emailResent': 'Sähköposti lähetetty uudelleen',
  'password.loggingIn': 'Kirjaudutaan sisään…',
  'password.resetTitle': 'Nollaa salasanasi',
  'password.resetBody': 'Valitse tilillesi uusi salasana.',
  'password.requestNewBody': 'Anna sähköpostiosoitteesi, niin lähetämme sinulle uuden linkin.',
  'password.sendNewEmail': 'Lähetä uusi sähköposti',
  'password.confirmationTitle': 'Onnistui!',
  'password.confirmationBody': 'Olet kirjautunut sisään.',
};

export default texts;
