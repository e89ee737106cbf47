/** Romanian (ro): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Se caută organizația...',
  'b2b.organization.notFound.title': 'Nu am găsit organizația',
  'b2b.organization.notFound.body': 'Nu există nicio organizație cu adresa „{slug}”. Verificați linkul pe care l-ați accesat sau cereți-l administratorului.',
  'b2b.organization.notFound.noSlug': 'Această pagină nu indică nicio organizație. Folosiți linkul primit de la administrator.',
  'b2b.organization.loadFailed.retry': 'Încercați din nou',
  'b2b.organization.title': 'Continuați către {organization}',
  'b2b.organization.sso': 'Continuați cu {connection}',
  'b2b.organization.continue': 'Continuați',
  'b2b.organization.invalidEmail': 'Formatul adresei de e-mail nu este valid.',
  'b2b.organization.or': 'sau',
  'b2b.organization.password': 'Folosiți o parolă în schimb',
  'b2b.organization.noMethods': '{organization} nu permite nicio metodă de conectare de pe această pagină. Contactați administratorul.',
};

export default texts;
