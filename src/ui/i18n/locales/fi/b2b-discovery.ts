/** Finnish (fi): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Jatka valitsemalla organisaatio',
  'b2b.discovery.continue': 'Jatka',
  'b2b.discovery.acceptInvite': 'Hyväksy kutsu',
  'b2b.discovery.join': 'Liity',
  'b2b.discovery.create': 'Luo organisaatio',
  'b2b.discovery.working': 'Kirjaudutaan sisään…',
  'b2b.discovery.none.title': 'Osoite {email} ei kuulu mihinkään organisaatioon.',
  'b2b.discovery.none.askAdmin': 'Varmista, että sähköpostiosoitteesi on oikein. Muussa tapauksessa järjestelmänvalvojasi on ehkä kutsuttava sinut.',
  'b2b.discovery.none.createTitle': 'Aloita luomalla organisaatio',
  'b2b.discovery.none.createBody': 'Osoitteella {email} ei ole tiliä. Onko tämä mielestäsi virhe? Kokeile toista sähköpostiosoitetta tai ota yhteyttä järjestelmänvalvojaan.',
  'b2b.discovery.none.tryAgain': 'Kokeile toista sähköpostiosoitetta',
  'b2b.discovery.createForm.title': 'Luo organisaatio',
  'b2b.discovery.createForm.name': 'Organisaation nimi',
  'b2b.discovery.createForm.slug': 'Organisaation URL-tunniste',
  'b2b.discovery.createForm.url': 'Organisaatiosi osoite: {url}',
  'b2b.discovery.createForm.submit': 'Luo organisaatio',
  'b2b.discovery.createForm.nameRequired': 'Anna organisaatiollesi nimi.',
  'b2b.discovery.createForm.slugInvalid': 'Käytä 2–128 kirjainta, numeroa, yhdysmerkkiä, pistettä, alaviivaa tai tildeä.',
};

export default texts;
