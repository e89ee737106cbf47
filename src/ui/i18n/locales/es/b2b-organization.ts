/** Spanish (es): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Buscando tu organización…',
  'b2b.organization.notFound.title': 'No hemos encontrado tu organización',
  'b2b.organization.notFound.body': 'Ninguna organización tiene la dirección «{slug}». Comprueba el enlace que has seguido o pídeselo a tu administrador.',
  'b2b.organization.notFound.noSlug': 'Esta página no indica ninguna organización. Usa el enlace que te dio tu administrador.',
  'b2b.organization.loadFailed.retry': 'Reintentar',
  'b2b.organization.title': 'Continuar a {organization}',
  'b2b.organization.sso': 'Continuar con {connection}',
  'b2b.organization.continue': 'Continuar',
  'b2b.organization.invalidEmail': 'El formato del correo electrónico no es válido.',
  'b2b.organization.or': 'o',
  'b2b.organization.password': 'Usar una contraseña',
  'b2b.organization.noMethods': '{organization} no permite ninguno de los métodos de inicio de sesión de esta página. Consulta a tu administrador.',
};

export default texts;
