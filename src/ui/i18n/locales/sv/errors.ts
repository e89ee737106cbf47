/** Swedish (sv): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'E-postadressens format är ogiltigt.',
  'invalid_phone_number': 'Telefonnumrets format är ogiltigt. Se till att telefonnumret har formatet E.164.',
  'unsubscribed_phone_number': 'Telefonnumret är avregistrerat. Skicka ett sms med ”START” för att registrera det igen.',
  'inactive_email': 'E-postadressen är markerad som inaktiv. Prova en annan e-postadress eller kontakta din administratör om du tror att det är fel.',
  'unauthorized_credentials': 'Fel e-postadress eller lösenord.',
  'user_unauthenticated': 'Du måste vara inloggad för att göra detta.',
  'email_not_found': 'E-postadressen hittades inte.',
  'unable_to_auth_magic_link': 'Inloggningslänken kunde inte användas eftersom den redan har använts eller har gått ut. Försök igen.',
  'no_user_password': 'Inget lösenord hittades för den här användaren.',
  'breached_password': 'Lösenordet finns på en lista över läckta lösenord och måste återställas.',
  'reset_password': 'Lösenordet måste återställas.',
  'oauth_token_not_found': 'OAuth-token hittades inte.',
  'invalid_code': 'Kodens format är ogiltigt. Försök igen.',
  'member_password_not_found': 'Inget lösenord hittades för medlemmen.',
  'oauth_flow_callback_error': 'Ett fel uppstod när du återvände från OAuth-inloggningen.',
  'unauthorized_action': 'Du har inte behörighet att utföra den här åtgärden.',
  'user_lock_limit_reached': 'För många misslyckade inloggningsförsök. Försök igen senare.',
  'invalid_session_token': 'Ogiltig sessionstoken.',
  'session_not_found': 'Sessionen hittades inte.',
  'invalid_phone_number_country_code': 'Landsnumret är ogiltigt, stöds inte eller är inaktiverat.',
  'otp_code_not_found': 'Ogiltig engångskod. Försök igen.',
  'duplicate_member_phone_number': 'Det finns redan en medlem med det här telefonnumret i organisationen.',
  'passkey_unknown_error': 'Ett okänt fel uppstod vid inloggning med lösennyckel. Försök igen.',
  'passkey_duplicate': 'Lösennyckeln kan inte skapas eftersom den verkar vara registrerad redan. Den kan ha registrerats på en annan enhet och synkroniserats mellan enheter.',
  'passkey_not_created': 'Din lösennyckel skapades inte. Klicka på ”Skapa en lösennyckel” för att försöka igen, eller hoppa över utan att lägga till en lösennyckel.',
  'webauthn_registration_not_found': 'Den här lösennyckeln har tagits bort från ditt konto men finns kvar i din lösenordshanterare. Ta bort den där, eller logga in på ett annat sätt.',
  'crypto_connect_failed': '[Fel] Det gick inte att ansluta till plånboken',
  'crypto_sign_failed': '[Fel] Det gick inte att signera meddelandet',
  'consent_error_heading': 'Något gick tyvärr fel!',
  'consent_denied': 'Åtkomst till appen nekades.',
  'no_active_session': 'Ingen aktiv session hittades. Logga in för att fortsätta.',
  'session_expired': 'Inloggningen kunde inte slutföras eftersom sessionen redan har gått ut. Kontrollera datum och tid på din enhet och försök sedan igen.',
  'network_error': 'Det går inte att nå våra servrar.',
  'invalid_json': 'Ogiltigt JSON-svar från våra servrar.',
  'invalid_response': 'Ogiltigt eller inget svar från servern',
  'unknown_error': 'Något gick fel. Försök igen.',
};

export default texts;
