/** Polish (pl): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Nieprawidłowy format adresu e-mail.',
  'invalid_phone_number': 'Nieprawidłowy format numeru telefonu. Podaj numer w formacie E.164.',
  'unsubscribed_phone_number': 'Ten numer został wypisany z wiadomości. Aby ponownie je subskrybować, wyślij SMS o treści „START”.',
  'inactive_email': 'Ten adres e-mail jest oznaczony jako nieaktywny. Spróbuj innego adresu e-mail lub skontaktuj się z administratorem, jeśli uważasz, że to pomyłka.',
  'unauthorized_credentials': 'Nieprawidłowy adres e-mail lub hasło.',
  'user_unauthenticated': 'Aby wykonać tę czynność, musisz się zalogować.',
  'email_not_found': 'Nie znaleziono adresu e-mail.',
  'unable_to_auth_magic_link': 'Nie udało się zalogować za pomocą linku, ponieważ został już użyty lub wygasł. Spróbuj ponownie.',
  'no_user_password': 'Ten użytkownik nie ma ustawionego hasła.',
  'breached_password': 'To hasło znajduje się na liście haseł, które wyciekły, i trzeba je zresetować.',
  'reset_password': 'Hasło trzeba zresetować.',
  'oauth_token_not_found': 'Nie znaleziono tokenu OAuth.',
  'invalid_code': 'Nieprawidłowy format kodu. Spróbuj ponownie.',
  'member_password_not_found': 'Nie znaleziono hasła członka.',
  'oauth_flow_callback_error': 'Wystąpił błąd podczas powrotu z logowania OAuth.',
  'unauthorized_action': 'Ta czynność jest niedozwolona.',
  'user_lock_limit_reached': 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie później.',
  'invalid_session_token': 'Nieprawidłowy token sesji.',
  'session_not_found': 'Nie znaleziono sesji.',
  'invalid_phone_number_country_code': 'Kod kraju jest nieprawidłowy, nieobsługiwany lub wyłączony.',
  'otp_code_not_found': 'Nieprawidłowy kod jednorazowy. Spróbuj ponownie.',
  'duplicate_member_phone_number': 'W tej organizacji istnieje już członek z tym numerem telefonu.',
  'passkey_unknown_error': 'Podczas logowania kluczem dostępu wystąpił nieznany błąd. Spróbuj ponownie.',
  'passkey_duplicate': 'Nie można utworzyć klucza dostępu, ponieważ wygląda na to, że jest już zarejestrowany. Możliwe, że ten klucz dostępu zarejestrowano na innym urządzeniu i został zsynchronizowany.',
  'passkey_not_created': 'Klucz dostępu nie został utworzony. Kliknij „Utwórz klucz dostępu”, aby spróbować ponownie, lub pomiń ten krok.',
  'webauthn_registration_not_found': 'Ten klucz dostępu został usunięty z Twojego konta, ale nadal jest zapisany w menedżerze haseł. Usuń go tam lub zaloguj się w inny sposób.',
  'crypto_connect_failed': '[Błąd] Nie udało się połączyć z portfelem',
  'crypto_sign_failed': '[Błąd] Nie udało się podpisać wiadomości',
  'consent_error_heading': 'Wygląda na to, że wystąpił błąd!',
  'consent_denied': 'Odmówiono dostępu do aplikacji.',
  'no_active_session': 'Nie wykryto aktywnej sesji. Zaloguj się, aby kontynuować.',
  'session_expired': 'Nie udało się dokończyć logowania, ponieważ sesja już wygasła. Sprawdź datę i godzinę na urządzeniu, a następnie spróbuj ponownie.',
  'network_error': 'Nie udało się połączyć z naszymi serwerami.',
  'invalid_json': 'Nasze serwery zwróciły nieprawidłową odpowiedź JSON.',
  'invalid_response': 'Serwer zwrócił nieprawidłową odpowiedź lub nie odpowiedział',
  'unknown_error': 'Coś poszło nie tak. Spróbuj ponownie.',
};

export default texts;
