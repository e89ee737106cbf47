/** Slovenian (sl): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Za nadaljevanje izberite organizacijo',
  'b2b.discovery.continue': 'Nadaljuj',
  'b2b.discovery.acceptInvite': 'Sprejmi povabilo',
  'b2b.discovery.join': 'Pridruži se',
  'b2b.discovery.create': 'Ustvari organizacijo',
  'b2b.discovery.working': 'Prijavljanje …',
  'b2b.discovery.none.title': '{email} ne pripada nobeni organizaciji.',
  'b2b.discovery.none.askAdmin': 'Preverite, ali je vaš e-poštni naslov pravilen. Sicer vas bo morda moral povabiti skrbnik.',
  'b2b.discovery.none.createTitle': 'Za začetek ustvarite organizacijo',
  'b2b.discovery.none.createBody': '{email} nima računa. Menite, da gre za napako? Poskusite z drugim e-poštnim naslovom ali se obrnite na skrbnika.',
  'b2b.discovery.none.tryAgain': 'Poskusi z drugim e-poštnim naslovom',
  'b2b.discovery.createForm.title': 'Ustvarite organizacijo',
  'b2b.discovery.createForm.name': 'Ime organizacije',
  'b2b.discovery.createForm.slug': 'Identifikator organizacije',
  'b2b.discovery.createForm.url': 'Naslov vaše organizacije: {url}',
  'b2b.discovery.createForm.submit': 'Ustvari organizacijo',
  'b2b.discovery.createForm.nameRequired': 'Vnesite ime organizacije.',
  'b2b.discovery.createForm.slugInvalid': 'Uporabite od 2 do 128 črk, števk, vezajev, pik, podčrtajev ali tild.',
};

export default texts;
