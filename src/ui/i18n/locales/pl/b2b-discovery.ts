/** Polish (pl): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Wybierz organizację, aby kontynuować',
  'b2b.discovery.continue': 'Dalej',
  'b2b.discovery.acceptInvite': 'Przyjmij zaproszenie',
  'b2b.discovery.join': 'Dołącz',
  'b2b.discovery.create': 'Utwórz organizację',
  'b2b.discovery.working': 'Logowanie…',
  'b2b.discovery.none.title': '{email} nie należy do żadnej organizacji.',
  'b2b.discovery.none.askAdmin': 'Sprawdź, czy adres e-mail jest poprawny. Jeśli tak, być może musi Cię zaprosić administrator.',
  'b2b.discovery.none.createTitle': 'Utwórz organizację, aby zacząć',
  'b2b.discovery.none.createBody': 'Adres {email} nie ma konta. Uważasz, że to pomyłka? Spróbuj innego adresu e-mail lub skontaktuj się z administratorem.',
  'b2b.discovery.none.tryAgain': 'Użyj innego adresu e-mail',
  'b2b.discovery.createForm.title': 'Utwórz organizację',
  'b2b.discovery.createForm.name': 'Nazwa organizacji',
  'b2b.discovery.createForm.slug': 'Identyfikator organizacji',
  'b2b.discovery.createForm.url': 'Adres Twojej organizacji: {url}',
  'b2b.discovery.createForm.submit': 'Utwórz organizację',
  'b2b.discovery.createForm.nameRequired': 'Wpisz nazwę organizacji.',
  'b2b.discovery.createForm.slugInvalid': 'Użyj od 2 do 128 znaków: liter, cyfr, łączników, kropek, podkreśleń lub tyld.',
};

export default texts;
