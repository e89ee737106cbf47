/** Romanian (ro): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Selectați o organizație pentru a continua',
  'b2b.discovery.continue': 'Continuați',
  'b2b.discovery.acceptInvite': 'Acceptați invitația',
  'b2b.discovery.join': 'Alăturați-vă',
  'b2b.discovery.create': 'Creați o organizație',
  'b2b.discovery.working': 'Se realizează conectarea...',
  'b2b.discovery.none.title': '{email} nu aparține niciunei organizații.',
  'b2b.discovery.none.askAdmin': 'Asigurați-vă că adresa de e-mail este corectă. În caz contrar, este posibil să aveți nevoie de o invitație de la administrator.',
  'b2b.discovery.none.createTitle': 'Creați o organizație pentru a începe',
  'b2b.discovery.none.createBody': '{email} nu are un cont. Credeți că este o greșeală? Încercați altă adresă de e-mail sau contactați administratorul.',
  'b2b.discovery.none.tryAgain': 'Încercați altă adresă de e-mail',
  'b2b.discovery.createForm.title': 'Creați o organizație',
  'b2b.discovery.createForm.name': 'Numele organizației',
  'b2b.discovery.createForm.slug': 'Identificatorul URL al organizației',
  'b2b.discovery.createForm.url': 'Adresa organizației dvs.: {url}',
  'b2b.discovery.createForm.submit': 'Creați organizația',
  'b2b.discovery.createForm.nameRequired': 'Introduceți un nume pentru organizație.',
  'b2b.discovery.createForm.slugInvalid': 'Folosiți între 2 și 128 de litere, cifre, cratime, puncte, liniuțe de subliniere sau tilde.',
};

export default texts;
