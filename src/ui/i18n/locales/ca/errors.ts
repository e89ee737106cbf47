/** Catalan (ca): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'El format de l’adreça electrònica no és vàlid.',
  'invalid_phone_number': 'El format del número de telèfon no és vàlid. Assegura’t que el número estigui en format E.164.',
  'unsubscribed_phone_number': 'Aquest número de telèfon s’ha donat de baixa. Per tornar-te a subscriure, envia un SMS amb la paraula «START».',
  'inactive_email': 'Aquesta adreça electrònica està marcada com a inactiva. Prova amb una altra adreça o posa’t en contacte amb l’administrador si creus que és un error.',
  'unauthorized_credentials': 'L’adreça electrònica o la contrasenya no són correctes.',
  'user_unauthenticated': 'Cal una sessió activa per fer aquesta acció.',
  'email_not_found': 'No s’ha trobat l’adreça electrònica.',
  'unable_to_auth_magic_link': 'No s’ha pogut validar l’enllaç d’inici de sessió perquè ja s’ha utilitzat o ha caducat. Torna-ho a provar.',
  'no_user_password': 'No s’ha trobat cap contrasenya per a aquest usuari.',
  'breached_password': 'Aquesta contrasenya apareix a la llista de contrasenyes filtrades i s’ha de restablir.',
  'reset_password': 'Cal restablir la contrasenya.',
  'oauth_token_not_found': 'No s’ha trobat el testimoni d’OAuth.',
  'invalid_code': 'El format del codi no és vàlid. Torna-ho a provar.',
  'member_password_not_found': 'No s’ha trobat la contrasenya del membre.',
  'oauth_flow_callback_error': 'S’ha produït un error en tornar de l’inici de sessió amb OAuth.',
  'unauthorized_action': 'Acció no autoritzada.',
  'user_lock_limit_reached': 'Hi ha hagut massa intents d’inici de sessió fallits. Torna-ho a provar més tard.',
  'invalid_session_token': 'El testimoni de sessió no és vàlid.',
  'session_not_found': 'No s’ha trobat la sessió.',
  'invalid_phone_number_country_code': 'El prefix del país no és vàlid, no és compatible o està desactivat.',
  'otp_code_not_found': 'El codi d’un sol ús no és correcte. Torna-ho a provar.',
  'duplicate_member_phone_number': 'Ja hi ha un membre d’aquesta organització amb aquest número de telèfon.',
  'passkey_unknown_error': 'S’ha produït un error desconegut en l’autenticació amb la clau d’accés. Torna-ho a provar.',
  'passkey_duplicate': 'No es pot crear la clau d’accés perquè sembla que ja està registrada. És possible que s’hagi registrat en un altre dispositiu i s’hagi sincronitzat entre els teus dispositius.',
  'passkey_not_created': 'No s’ha creat la clau d’accés. Fes clic a «Crea una clau d’accés» per tornar-ho a provar o omet aquest pas sense afegir cap clau d’accés.',
  'webauthn_registration_not_found': 'Aquesta clau d’accés s’ha suprimit del teu compte, però encara està desada al gestor de contrasenyes. Suprimeix-la d’allà o inicia la sessió d’una altra manera.',
  'crypto_connect_failed': '[Error] No s’ha pogut connectar amb el moneder',
  'crypto_sign_failed': '[Error] No s’ha pogut signar el missatge',
  'consent_error_heading': 'Sembla que s’ha produït un error!',
  'consent_denied': 'S’ha denegat l’accés a l’aplicació.',
  'no_active_session': 'No s’ha detectat cap sessió activa. Inicia la sessió per continuar.',
  'session_expired': 'No s’ha pogut completar l’inici de sessió perquè la sessió ja ha caducat. Comprova la data i l’hora del dispositiu i torna-ho a provar.',
  'network_error': 'No es pot contactar amb els nostres servidors.',
  'invalid_json': 'Els nostres servidors han enviat una resposta JSON no vàlida.',
  'invalid_response': 'Resposta del servidor no vàlida o inexistent',
  'unknown_error': 'Alguna cosa no ha funcionat. Torna-ho a provar.',
};

export default texts;
