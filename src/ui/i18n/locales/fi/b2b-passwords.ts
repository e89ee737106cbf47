/** Finnish (fi): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Salasana',
  'b2b.password.newField': 'Uusi salasana',
  'b2b.password.show': 'Näytä salasana',
  'b2b.password.required': 'Anna salasanasi.',
  'b2b.password.loginTitle': 'Kirjaudu sisään sähköpostilla ja salasanalla',
  'b2b.password.loginOrganization': 'Kirjaudu organisaatioon {organization}',
  'b2b.password.forgot': 'Unohditko salasanasi?',
  'b2b.password.forgotTitle': 'Nollaa salasanasi',
  'b2b.password.forgotOrganization': 'Lähetämme sinulle sähköpostitse kirjautumislinkin, jolla voit kirjautua suoraan tilillesi tai nollata salasanasi, jos sinulla on sellainen.',
  'b2b.password.forgotDiscovery': 'Lähetämme sinulle sähköpostitse vahvistuslinkin, jolla voit luoda tilin tai nollata salasanasi, jos sinulla on sellainen.',
  'b2b.password.noPasswordTitle': 'Aseta salasana sähköpostin kautta',
  'b2b.password.noPasswordBody': 'Sinulla ei ole vielä salasanaa. Lähetämme sinulle sähköpostitse linkin, jolla voit asettaa sen.',
  'b2b.password.breachedTitle': 'Valitse uusi salasana',
  'b2b.password.breachedBody': 'Lähetämme sinulle sähköpostitse linkin, jolla voit valita uuden salasanan, jota et ole käyttänyt muualla.',
  'b2b.password.sendLink': 'Lähetä linkki sähköpostiini',
  'b2b.password.sentTitle': 'Tarkista sähköpostisi',
  'b2b.password.sentBody': 'Salasanan nollauslinkki lähetettiin osoitteeseen {email}.',
  'b2b.password.didntGetIt': 'Etkö saanut viestiä?',
  'b2b.password.resend': 'Lähetä sähköposti uudelleen',
  'b2b.password.resent': 'Sähköposti lähetetty uudelleen',
  'b2b.password.setNewTitle': 'Aseta uusi salasana',
  'b2b.password.setNewBody': 'Valitse tilillesi uusi salasana.',
  'b2b.password.noToken': 'Tämä sivu avattiin ilman salasanan nollauslinkkiä. Avaa sähköpostissasi oleva linkki uudelleen.',
  'b2b.password.strengthScore': 'Salasanan vahvuus: {score}/4.',
  'b2b.password.accepted': 'Salasana hyväksytty.',
  'b2b.password.notAccepted': 'Salasanaa ei hyväksytty.',
  'b2b.password.requirementsLabel': 'Salasanan vaatimukset',
  'b2b.password.requirementMet': 'Täyttyy:',
  'b2b.password.requirementUnmet': 'Ei vielä täyty:',
  'b2b.password.minimumLength': { one: 'Pituuden on oltava vähintään {count} merkki', other: 'Pituuden on oltava vähintään {count} merkkiä' },
  'b2b.password.complexity': { one: 'Salasanassa on oltava {count} seuraavista: iso kirjain, pieni kirjain, numero, erikoismerkki', other: 'Salasanassa on oltava {count} seuraavista: iso kirjain, pieni kirjain, numero, erikoismerkki' },
  'b2b.password.breached': 'Tätä salasanaa on ehkä käytetty toisella sivustolla, jossa on ollut tietoturvaongelma. Valitse toinen salasana.',
};

export default texts;
