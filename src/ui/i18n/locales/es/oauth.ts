/** Spanish (es): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Continuar con {provider}',
  'oauth.continueWithGoogle': 'Continuar con Google',
  'oauth.providersLabel': 'Inicio de sesión con redes sociales',
  'oauth.oneTapLabel': 'Iniciar sesión con Google One Tap',
  'oauth.oneTapSigningIn': 'Iniciando sesión con Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap no se puede mostrar en {origin}: añade este origen a los orígenes de JavaScript autorizados de tu cliente de Google OAuth. (Solo se muestra con un token público de prueba).',
  'oauth.oneTapError.invalidClient': 'Google One Tap no puede iniciarse: Google no reconoce el ID de cliente de OAuth configurado para tu proyecto. Revisa la configuración de Google OAuth de tu proyecto. (Solo se muestra con un token público de prueba).',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap no puede iniciarse: tu proyecto no tiene configurado ningún cliente de Google OAuth. Añade uno en la configuración de OAuth de tu proyecto. (Solo se muestra con un token público de prueba).',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap no puede iniciarse: no hay ninguna URL de redirección de inicio de sesión. Define oauthOptions.loginRedirectURL o una URL de redirección de inicio de sesión predeterminada para tu proyecto. (Solo se muestra con un token público de prueba).',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap no puede iniciarse: no hay ninguna URL de redirección de registro. Define oauthOptions.signupRedirectURL o una URL de redirección de registro predeterminada para tu proyecto. (Solo se muestra con un token público de prueba).',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap no puede usar el cliente de Google OAuth predeterminado. Configura tu propio cliente de Google OAuth para tu proyecto para usar One Tap. (Solo se muestra con un token público de prueba).',
};

export default texts;
