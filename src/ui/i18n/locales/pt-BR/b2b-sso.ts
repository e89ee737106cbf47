/** Brazilian Portuguese (pt-BR): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Digite seu e-mail para continuar',
  'b2b.sso.connectionsTitle': 'Selecione uma conexão para continuar',
  'b2b.sso.organizationTitle': 'Continuar para {organization}',
  'b2b.sso.continueWith': 'Continuar com {name}',
  'b2b.sso.noConnections': 'Esta organização ainda não tem nenhuma conexão de login único. Tente outro método.',
  'b2b.sso.fallbackTitle': 'Não encontramos nenhuma conexão',
  'b2b.sso.fallbackBody': 'Digite o identificador exclusivo da organização para continuar. Se você não souber, faça login com outro método para ver todas as organizações disponíveis para você.',
  'b2b.sso.slugField': 'Identificador da organização',
  'b2b.sso.slugRequired': 'Digite o identificador da organização.',
  'b2b.sso.orgNotFound': 'Organização não encontrada. Tente novamente.',
  'b2b.sso.landingFailedTitle': 'Não foi possível fazer seu login',
  'b2b.sso.tryAnotherMethod': 'Tentar outro método',
  'b2b.sso.redirecting': 'Redirecionando para {name}…',
  'b2b.sso.signingIn': 'Fazendo login…',
};

export default texts;
