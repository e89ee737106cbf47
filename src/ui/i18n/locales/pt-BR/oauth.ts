/** Brazilian Portuguese (pt-BR): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Continuar com {provider}',
  'oauth.continueWithGoogle': 'Continuar com o Google',
  'oauth.providersLabel': 'Login com redes sociais',
  'oauth.oneTapLabel': 'Fazer login com o Google One Tap',
  'oauth.oneTapSigningIn': 'Fazendo login com o Google…',
  'oauth.oneTapError.originNotAllowed': 'O Google One Tap não pode ser exibido em {origin}: adicione essa origem às origens JavaScript autorizadas do seu cliente Google OAuth. (Exibido apenas com um token público de teste.)',
  'oauth.oneTapError.invalidClient': 'Não é possível iniciar o Google One Tap: o Google não reconhece o ID do cliente OAuth configurado no seu projeto. Verifique as configurações do Google OAuth do seu projeto. (Exibido apenas com um token público de teste.)',
  'oauth.oneTapError.noOAuthClient': 'Não é possível iniciar o Google One Tap: seu projeto não tem nenhum cliente Google OAuth configurado. Adicione um nas configurações de OAuth do seu projeto. (Exibido apenas com um token público de teste.)',
  'oauth.oneTapError.noLoginRedirect': 'Não é possível iniciar o Google One Tap: nenhum URL de redirecionamento de login foi definido. Defina oauthOptions.loginRedirectURL ou um URL de redirecionamento de login padrão para o seu projeto. (Exibido apenas com um token público de teste.)',
  'oauth.oneTapError.noSignupRedirect': 'Não é possível iniciar o Google One Tap: nenhum URL de redirecionamento de cadastro foi definido. Defina oauthOptions.signupRedirectURL ou um URL de redirecionamento de cadastro padrão para o seu projeto. (Exibido apenas com um token público de teste.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'O Google One Tap não pode usar o cliente Google OAuth padrão. Configure seu próprio cliente Google OAuth no seu projeto para usar o One Tap. (Exibido apenas com um token público de teste.)',
};

export default texts;
