/** Catalan (ca): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'S’està cercant la teva organització…',
  'b2b.organization.notFound.title': 'No hem trobat la teva organització',
  'b2b.organization.notFound.body': 'Cap organització no té l’adreça «{slug}». Comprova l’enllaç que has seguit o demana’l a l’administrador.',
  'b2b.organization.notFound.noSlug': 'Aquesta pàgina no indica cap organització. Utilitza l’enllaç que t’ha donat l’administrador.',
  'b2b.organization.loadFailed.retry': 'Torna-ho a provar',
  'b2b.organization.title': 'Continua a {organization}',
  'b2b.organization.sso': 'Continua amb {connection}',
  'b2b.organization.continue': 'Continua',
  'b2b.organization.invalidEmail': 'El format de l’adreça electrònica no és vàlid.',
  'b2b.organization.or': 'o',
  'b2b.organization.password': 'Utilitza una contrasenya',
  'b2b.organization.noMethods': '{organization} no permet cap dels mètodes d’inici de sessió d’aquesta pàgina. Consulta-ho a l’administrador.',
};

export default texts;
