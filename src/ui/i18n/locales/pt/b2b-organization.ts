/** Portuguese (pt): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'A procurar a sua organização…',
  'b2b.organization.notFound.title': 'Não foi possível encontrar a sua organização',
  'b2b.organization.notFound.body': 'Nenhuma organização tem o endereço «{slug}». Verifique o link que seguiu ou peça-o ao seu administrador.',
  'b2b.organization.notFound.noSlug': 'Esta página não indica nenhuma organização. Utilize o link que o seu administrador lhe forneceu.',
  'b2b.organization.loadFailed.retry': 'Tentar novamente',
  'b2b.organization.title': 'Continuar para {organization}',
  'b2b.organization.sso': 'Continuar com {connection}',
  'b2b.organization.continue': 'Continuar',
  'b2b.organization.invalidEmail': 'O formato do email é inválido.',
  'b2b.organization.or': 'ou',
  'b2b.organization.password': 'Utilizar antes uma palavra-passe',
  'b2b.organization.noMethods': '{organization} não permite nenhum dos métodos de início de sessão desta página. Contacte o seu administrador.',
};

export default texts;
