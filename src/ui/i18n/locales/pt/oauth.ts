/** Portuguese (pt): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Continuar com {provider}',
  'oauth.continueWithGoogle': 'Continuar com o Google',
  'oauth.providersLabel': 'Início de sessão com redes sociais',
  'oauth.oneTapLabel': 'Iniciar sessão com o Google One Tap',
  'oauth.oneTapSigningIn': 'A iniciar sessão com o Google…',
  'oauth.oneTapError.originNotAllowed': 'O Google One Tap não pode ser apresentado em {origin}: adicione esta origem às origens JavaScript autorizadas do seu cliente Google OAuth. (Apresentado apenas com um token público de teste.)',
  'oauth.oneTapError.invalidClient': 'Não é possível iniciar o Google One Tap: o Google não reconhece o ID de cliente OAuth configurado para o seu projeto. Verifique as definições do Google OAuth do seu projeto. (Apresentado apenas com um token público de teste.)',
  'oauth.oneTapError.noOAuthClient': 'Não é possível iniciar o Google One Tap: o seu projeto não tem nenhum cliente Google OAuth configurado. Adicione um nas definições de OAuth do seu projeto. (Apresentado apenas com um token público de teste.)',
  'oauth.oneTapError.noLoginRedirect': 'Não é possível iniciar o Google One Tap: não está definido nenhum URL de redirecionamento de início de sessão. Defina oauthOptions.loginRedirectURL ou um URL de redirecionamento de início de sessão predefinido para o seu projeto. (Apresentado apenas com um token público de teste.)',
  'oauth.oneTapError.noSignupRedirect': 'Não é possível iniciar o Google One Tap: não está definido nenhum URL de redirecionamento de registo. Defina oauthOptions.signupRedirectURL ou um URL de redirecionamento de registo predefinido para o seu projeto. (Apresentado apenas com um token público de teste.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'O Google One Tap não pode utilizar o cliente Google OAuth predefinido. Configure o seu próprio cliente Google OAuth para o seu projeto para utilizar o One Tap. (Apresentado apenas com um token público de teste.)',
};

export default texts;
