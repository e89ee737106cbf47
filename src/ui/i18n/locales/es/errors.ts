/** Spanish (es): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'El formato del correo electrónico no es válido.',
  'invalid_phone_number': 'El formato del número de teléfono no es válido. Asegúrate de que el número esté en formato E.164.',
  'unsubscribed_phone_number': 'Este número de teléfono se ha dado de baja. Para volver a suscribirte, envía un SMS con la palabra «START».',
  'inactive_email': 'Esta dirección de correo electrónico está marcada como inactiva. Prueba con otra dirección o ponte en contacto con tu administrador si crees que se trata de un error.',
  'unauthorized_credentials': 'El correo electrónico o la contraseña no son correctos.',
  'user_unauthenticated': 'Necesitas una sesión activa para realizar esta acción.',
  'email_not_found': 'No se ha encontrado el correo electrónico.',
  'unable_to_auth_magic_link': 'No se ha podido validar el enlace de inicio de sesión porque ya se ha usado o ha caducado. Inténtalo de nuevo.',
  'no_user_password': 'No se ha encontrado ninguna contraseña para este usuario.',
  'breached_password': 'Esta contraseña aparece en la lista de contraseñas filtradas y debe restablecerse.',
  'reset_password': 'Debes restablecer la contraseña.',
  'oauth_token_not_found': 'No se ha encontrado el token de OAuth.',
  'invalid_code': 'El formato del código no es válido. Inténtalo de nuevo.',
  'member_password_not_found': 'No se ha encontrado la contraseña del miembro.',
  'oauth_flow_callback_error': 'Se ha producido un error al volver del inicio de sesión con OAuth.',
  'unauthorized_action': 'Acción no autorizada.',
  'user_lock_limit_reached': 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo más tarde.',
  'invalid_session_token': 'El token de sesión no es válido.',
  'session_not_found': 'No se ha encontrado la sesión.',
  'invalid_phone_number_country_code': 'El prefijo del país no es válido, no se admite o está desactivado.',
  'otp_code_not_found': 'El código de un solo uso no es correcto. Inténtalo de nuevo.',
  'duplicate_member_phone_number': 'Ya hay un miembro de esta organización con este número de teléfono.',
  'passkey_unknown_error': 'Se ha producido un error desconocido al autenticarte con la llave de acceso. Inténtalo de nuevo.',
  'passkey_duplicate': 'No se puede crear la llave de acceso porque parece que ya está registrada. Es posible que se registrara en otro dispositivo y se haya sincronizado entre tus dispositivos.',
  'passkey_not_created': 'No se ha creado tu llave de acceso. Haz clic en «Crear llave de acceso» para volver a intentarlo u omite este paso sin añadir ninguna llave de acceso.',
  'webauthn_registration_not_found': 'Esta llave de acceso se ha eliminado de tu cuenta, pero sigue guardada en tu gestor de contraseñas. Elimínala de allí o inicia sesión de otra forma.',
  'crypto_connect_failed': '[Error] No se ha podido conectar con el monedero',
  'crypto_sign_failed': '[Error] No se ha podido firmar el mensaje',
  'consent_error_heading': '¡Parece que se ha producido un error!',
  'consent_denied': 'Se ha denegado el acceso a la aplicación.',
  'no_active_session': 'No se ha detectado ninguna sesión activa. Inicia sesión para continuar.',
  'session_expired': 'No se ha podido completar el inicio de sesión porque la sesión ya ha caducado. Comprueba la fecha y la hora de tu dispositivo y vuelve a intentarlo.',
  'network_error': 'No se puede contactar con nuestros servidores.',
  'invalid_json': 'Nuestros servidores han enviado una respuesta JSON no válida.',
  'invalid_response': 'Respuesta del servidor no válida o inexistente',
  'unknown_error': 'Se ha producido un error. Inténtalo de nuevo.',
};

export default texts;
