/** Slovak (sk): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Ak chcete pokračovať, vyberte organizáciu',
  'b2b.discovery.continue': 'Pokračovať',
  'b2b.discovery.acceptInvite': 'Prijať pozvánku',
  'b2b.discovery.join': 'Pripojiť sa',
  'b2b.discovery.create': 'Vytvoriť organizáciu',
  'b2b.discovery.working': 'Prihlasuje sa…',
  'b2b.discovery.none.title': '{email} nepatrí do žiadnej organizácie.',
  'b2b.discovery.none.askAdmin': 'Skontrolujte, či je e-mailová adresa správna. Inak vás možno musí pozvať správca.',
  'b2b.discovery.none.createTitle': 'Začnite vytvorením organizácie',
  'b2b.discovery.none.createBody': '{email} nemá účet. Myslíte si, že ide o chybu? Skúste inú e-mailovú adresu alebo kontaktujte správcu.',
  'b2b.discovery.none.tryAgain': 'Skúsiť inú e-mailovú adresu',
  'b2b.discovery.createForm.title': 'Vytvorte organizáciu',
  'b2b.discovery.createForm.name': 'Názov organizácie',
  'b2b.discovery.createForm.slug': 'Identifikátor organizácie',
  'b2b.discovery.createForm.url': 'Adresa vašej organizácie: {url}',
  'b2b.discovery.createForm.submit': 'Vytvoriť organizáciu',
  'b2b.discovery.createForm.nameRequired': 'Zadajte názov organizácie.',
  'b2b.discovery.createForm.slugInvalid': 'Použite 2 až 128 písmen, číslic, spojovníkov, bodiek, podčiarkovníkov alebo vlnoviek.',
};

export default texts;
