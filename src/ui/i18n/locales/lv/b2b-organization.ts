/** Latvian (lv): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Notiek jūsu organizācijas meklēšana…',
  'b2b.organization.notFound.title': 'Neizdevās atrast jūsu organizāciju',
  'b2b.organization.notFound.body': 'Nevienai organizācijai nav adreses „{slug}”. Pārbaudiet saiti, kuru atvērāt, vai lūdziet to administratoram.',
  'b2b.organization.notFound.noSlug': 'Šajā lapā nav norādīta organizācija. Izmantojiet saiti, ko jums iedeva administrators.',
  'b2b.organization.loadFailed.retry': 'Mēģināt vēlreiz',
  'b2b.organization.title': 'Turpināt uz organizāciju {organization}',
  'b2b.organization.sso': 'Turpināt ar {connection}',
  'b2b.organization.continue': 'Turpināt',
  'b2b.organization.invalidEmail': 'Nederīgs e-pasta formāts.',
  'b2b.organization.or': 'vai',
  'b2b.organization.password': 'Tā vietā izmantot paroli',
  'b2b.organization.noMethods': 'Organizācija {organization} neatļauj nevienu no šīs lapas pierakstīšanās veidiem. Sazinieties ar administratoru.',
};

export default texts;
