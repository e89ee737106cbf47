/** Czech (cs): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Pro pokračování vyberte organizaci',
  'b2b.discovery.continue': 'Pokračovat',
  'b2b.discovery.acceptInvite': 'Přijmout pozvánku',
  'b2b.discovery.join': 'Připojit se',
  'b2b.discovery.create': 'Vytvořit organizaci',
  'b2b.discovery.working': 'Přihlašování…',
  'b2b.discovery.none.title': '{email} nepatří do žádné organizace.',
  'b2b.discovery.none.askAdmin': 'Zkontrolujte, zda je e-mailová adresa správná. Pokud ano, možná vás musí pozvat správce.',
  'b2b.discovery.none.createTitle': 'Začněte vytvořením organizace',
  'b2b.discovery.none.createBody': '{email} nemá účet. Myslíte si, že jde o chybu? Zkuste jinou e-mailovou adresu, nebo se obraťte na svého správce.',
  'b2b.discovery.none.tryAgain': 'Zkusit jinou e-mailovou adresu',
  'b2b.discovery.createForm.title': 'Vytvoření organizace',
  'b2b.discovery.createForm.name': 'Název organizace',
  'b2b.discovery.createForm.slug': 'Identifikátor organizace',
  'b2b.discovery.createForm.url': 'Adresa vaší organizace: {url}',
  'b2b.discovery.createForm.submit': 'Vytvořit organizaci',
  'b2b.discovery.createForm.nameRequired': 'Zadejte název organizace.',
  'b2b.discovery.createForm.slugInvalid': 'Použijte 2 až 128 písmen, číslic, pomlček, teček, podtržítek nebo vlnovek.',
};

export default texts;
