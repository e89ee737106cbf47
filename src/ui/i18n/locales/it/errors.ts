/** Italian (it): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Il formato dell’indirizzo email non è valido.',
  'invalid_phone_number': 'Il formato del numero di telefono non è valido. Assicurati che il numero sia nel formato E.164.',
  'unsubscribed_phone_number': 'Questo numero di telefono ha annullato l’iscrizione. Per iscriverti di nuovo, invia un SMS con la parola «START».',
  'inactive_email': 'Questo indirizzo email è contrassegnato come inattivo. Prova con un altro indirizzo email o contatta il tuo amministratore se pensi che si tratti di un errore.',
  'unauthorized_credentials': 'L’indirizzo email o la password non sono corretti.',
  'user_unauthenticated': 'Per eseguire questa operazione serve una sessione attiva.',
  'email_not_found': 'Indirizzo email non trovato.',
  'unable_to_auth_magic_link': 'Impossibile verificare il link di accesso perché è già stato usato o è scaduto. Riprova.',
  'no_user_password': 'Nessuna password trovata per questo utente.',
  'breached_password': 'Questa password compare nell’elenco delle password violate e deve essere reimpostata.',
  'reset_password': 'La password deve essere reimpostata.',
  'oauth_token_not_found': 'Token OAuth non trovato.',
  'invalid_code': 'Il formato del codice non è valido. Riprova.',
  'member_password_not_found': 'Password del membro non trovata.',
  'oauth_flow_callback_error': 'Si è verificato un errore al ritorno dall’accesso OAuth.',
  'unauthorized_action': 'Azione non autorizzata.',
  'user_lock_limit_reached': 'Troppi tentativi di accesso non riusciti. Riprova più tardi.',
  'invalid_session_token': 'Token di sessione non valido.',
  'session_not_found': 'Sessione non trovata.',
  'invalid_phone_number_country_code': 'Il prefisso internazionale non è valido, non è supportato o è disattivato.',
  'otp_code_not_found': 'Codice monouso non corretto. Riprova.',
  'duplicate_member_phone_number': 'Nell’organizzazione esiste già un membro con questo numero di telefono.',
  'passkey_unknown_error': 'Si è verificato un errore sconosciuto durante l’autenticazione con passkey. Riprova.',
  'passkey_duplicate': 'Impossibile creare la passkey perché sembra già registrata. È possibile che sia stata registrata su un altro dispositivo e poi sincronizzata tra i tuoi dispositivi.',
  'passkey_not_created': 'La passkey non è stata creata. Fai clic su «Crea una passkey» per riprovare oppure salta questo passaggio senza aggiungere una passkey.',
  'webauthn_registration_not_found': 'Questa passkey è stata rimossa dal tuo account, ma è ancora salvata nel tuo gestore di password. Rimuovila anche da lì oppure accedi in un altro modo.',
  'crypto_connect_failed': '[Errore] Impossibile connettersi al wallet',
  'crypto_sign_failed': '[Errore] Impossibile firmare il messaggio',
  'consent_error_heading': 'Sembra che si sia verificato un errore.',
  'consent_denied': 'L’accesso all’applicazione è stato negato.',
  'no_active_session': 'Nessuna sessione attiva. Accedi per continuare.',
  'session_expired': 'Impossibile completare l’accesso perché la sessione è già scaduta. Controlla la data e l’ora del dispositivo, poi riprova.',
  'network_error': 'Impossibile contattare i nostri server.',
  'invalid_json': 'Risposta JSON non valida dai nostri server.',
  'invalid_response': 'Risposta del server non valida o assente',
  'unknown_error': 'Si è verificato un problema. Riprova.',
};

export default texts;
