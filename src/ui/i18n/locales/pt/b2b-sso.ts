/** Portuguese (pt): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Introduza o seu email para continuar',
  'b2b.sso.connectionsTitle': 'Selecione uma ligação para continuar',
  'b2b.sso.organizationTitle': 'Continuar para {organization}',
  'b2b.sso.continueWith': 'Continuar com {name}',
  'b2b.sso.noConnections': 'Esta organização ainda não tem nenhuma ligação de início de sessão único. Experimente outro método.',
  'b2b.sso.fallbackTitle': 'Lamentamos, não encontrámos nenhuma ligação',
  'b2b.sso.fallbackBody': 'Introduza o identificador único da organização para continuar. Se não o souber, inicie sessão com outro método para ver todas as organizações a que tem acesso.',
  'b2b.sso.slugField': 'Identificador da organização',
  'b2b.sso.slugRequired': 'Introduza o identificador da organização.',
  'b2b.sso.orgNotFound': 'Organização não encontrada. Tente novamente.',
  'b2b.sso.landingFailedTitle': 'Não foi possível iniciar sessão',
  'b2b.sso.tryAnotherMethod': 'Experimentar outro método',
  'b2b.sso.redirecting': 'A redirecionar para {name}…',
  'b2b.sso.signingIn': 'A iniciar sessão…',
};

export default texts;
