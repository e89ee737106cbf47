/** Portuguese (pt): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Iniciar sessão em {clientName} com {projectName}',
  'idp.titleCustomScopes': '{clientName} pretende aceder à sua conta {projectName}',
  'idp.permissionsStandard': 'Autorizar {clientName} a:',
  'idp.permissionsCustom': '{clientName} está a pedir permissão para:',
  'idp.ungrantableNotice': 'Não tem permissões para conceder a {clientName} acesso a alguns dos âmbitos pedidos.',
  'idp.ungrantableList': 'Não pode conceder a {clientName} permissão para:',
  'idp.fallbackClientName': 'A aplicação',
  'idp.clientLogo': 'Logótipo de {clientName}',
  'idp.allow': 'Permitir',
  'idp.deny': 'Recusar',
  'idp.loading': 'A carregar…',
  'idp.missingParameter': 'Falta um parâmetro obrigatório: {param}. Contacte o programador da aplicação.',
  'idp.successTitle': 'Concluído!',
  'idp.successBody': 'Iniciou sessão em {clientName}. Pode fechar esta página.',
  'idp.redirecting': 'A regressar a {clientName}…',
  'idp.redirectNotRequested': 'Não foi possível concluir este pedido: o endereço de retorno não é o que a aplicação pediu. Contacte o programador da aplicação.',
  'idp.scope.openid': 'Verificar a sua identidade',
  'idp.scope.openid.detail': 'Ver as informações guardadas na sua conta',
  'idp.scope.personalProfile': 'Ver as informações do seu perfil pessoal',
  'idp.scope.profile.detail': 'O seu nome, fotografia de perfil e idioma',
  'idp.scope.email.detail': 'O seu endereço de email',
  'idp.scope.phone.detail': 'O seu número de telemóvel',
  'idp.scope.offline_access': 'Manter o acesso aos seus dados mesmo quando não estiver a utilizar a aplicação',
  'idp.scope.full_access': 'Ter acesso total à sua conta',
  'idp.scope.custom': 'Utilizar o âmbito {scope}',
  'idp.logoutTitle': 'Terminar sessão?',
  'idp.logoutBody': 'Tem a certeza de que pretende terminar sessão na sua conta {projectName}?',
  'idp.yes': 'Sim',
  'idp.no': 'Não',
  'idp.logoutDeniedTitle': 'Sessão ainda iniciada',
  'idp.logoutDenied': 'A sua sessão não foi terminada. Pode fechar esta página.',
};

export default texts;
