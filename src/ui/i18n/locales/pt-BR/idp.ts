/** Brazilian Portuguese (pt-BR): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Fazer login em {clientName} com {projectName}',
  'idp.titleCustomScopes': '{clientName} quer acessar sua conta {projectName}',
  'idp.permissionsStandard': 'Autorizar {clientName} a:',
  'idp.permissionsCustom': '{clientName} está solicitando permissão para:',
  'idp.ungrantableNotice': 'Você não tem permissão para conceder a {clientName} acesso a alguns dos escopos solicitados.',
  'idp.ungrantableList': 'Você não pode conceder a {clientName} permissão para:',
  'idp.fallbackClientName': 'O aplicativo',
  'idp.clientLogo': 'Logotipo de {clientName}',
  'idp.allow': 'Permitir',
  'idp.deny': 'Negar',
  'idp.loading': 'Carregando…',
  'idp.missingParameter': 'Um parâmetro obrigatório está faltando: {param}. Entre em contato com o desenvolvedor do aplicativo.',
  'idp.successTitle': 'Tudo certo!',
  'idp.successBody': 'Você fez login em {clientName}. Já pode fechar esta página.',
  'idp.redirecting': 'Voltando para {clientName}…',
  'idp.redirectNotRequested': 'Não foi possível concluir esta solicitação: o endereço de retorno não é o que o aplicativo solicitou. Entre em contato com o desenvolvedor do aplicativo.',
  'idp.scope.openid': 'Verificar sua identidade',
  'idp.scope.openid.detail': 'Ver as informações armazenadas na sua conta',
  'idp.scope.personalProfile': 'Ver as informações do seu perfil pessoal',
  'idp.scope.profile.detail': 'Seu nome, foto do perfil e idioma',
  'idp.scope.email.detail': 'Seu endereço de e-mail',
  'idp.scope.phone.detail': 'Seu número de telefone',
  'idp.scope.offline_access': 'Manter o acesso aos seus dados mesmo quando você não estiver usando o aplicativo',
  'idp.scope.full_access': 'Ter acesso total à sua conta',
  'idp.scope.custom': 'Usar o escopo {scope}',
  'idp.logoutTitle': 'Sair?',
  'idp.logoutBody': 'Tem certeza de que deseja sair da sua conta {projectName}?',
  'idp.yes': 'Sim',
  'idp.no': 'Não',
  'idp.logoutDeniedTitle': 'Sessão ainda ativa',
  'idp.logoutDenied': 'Você não saiu da sua conta. Já pode fechar esta página.',
};

export default texts;
