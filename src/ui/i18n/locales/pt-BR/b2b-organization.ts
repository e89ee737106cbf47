/** Brazilian Portuguese (pt-BR): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Procurando sua organização…',
  'b2b.organization.notFound.title': 'Não encontramos sua organização',
  'b2b.organization.notFound.body': 'Nenhuma organização tem o endereço “{slug}”. Verifique o link que você seguiu ou peça-o ao administrador.',
  'b2b.organization.notFound.noSlug': 'Esta página não indica nenhuma organização. Use o link que o administrador forneceu.',
  'b2b.organization.loadFailed.retry': 'Tentar novamente',
  'b2b.organization.title': 'Continuar para {organization}',
  'b2b.organization.sso': 'Continuar com {connection}',
  'b2b.organization.continue': 'Continuar',
  'b2b.organization.invalidEmail': 'O formato do e-mail é inválido.',
  'b2b.organization.or': 'ou',
  'b2b.organization.password': 'Usar uma senha',
  'b2b.organization.noMethods': '{organization} não permite nenhum dos métodos de login desta página. Fale com o administrador.',
};

export default texts;
