/** Hungarian (hu): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Az e-mail-cím formátuma érvénytelen.',
  'invalid_phone_number': 'A telefonszám formátuma érvénytelen. Ellenőrizze, hogy a szám E.164 formátumú-e.',
  'unsubscribed_phone_number': 'A telefonszám leiratkozott az üzenetekről. Az újbóli feliratkozáshoz küldjön egy „START” szövegű SMS-t.',
  'inactive_email': 'Az e-mail-cím inaktívként van megjelölve. Próbálkozzon másik e-mail-címmel, vagy ha úgy gondolja, hogy ez tévedés, forduljon a rendszergazdához.',
  'unauthorized_credentials': 'Hibás bejelentkezési adatok.',
  'user_unauthenticated': 'A művelethez be kell jelentkeznie.',
  'email_not_found': 'Az e-mail-cím nem található.',
  'unable_to_auth_magic_link': 'A bejelentkezési linket nem sikerült hitelesíteni, mert már felhasználták, vagy lejárt. Próbálja újra.',
  'no_user_password': 'Ehhez a felhasználóhoz nem tartozik jelszó.',
  'breached_password': 'A jelszó szerepel a kiszivárgott jelszavak listáján, ezért vissza kell állítani.',
  'reset_password': 'A jelszót vissza kell állítani.',
  'oauth_token_not_found': 'Az OAuth-token nem található.',
  'invalid_code': 'A kód formátuma érvénytelen, próbálja újra.',
  'member_password_not_found': 'A tag jelszava nem található.',
  'oauth_flow_callback_error': 'Hiba történt az OAuth-folyamat visszahívásában.',
  'unauthorized_action': 'Nincs jogosultsága ehhez a művelethez.',
  'user_lock_limit_reached': 'Túl sok sikertelen hitelesítési kísérlet. Próbálja újra később.',
  'invalid_session_token': 'Érvénytelen munkamenettoken.',
  'session_not_found': 'A munkamenet nem található.',
  'invalid_phone_number_country_code': 'Az országkód érvénytelen, nem támogatott vagy le van tiltva.',
  'otp_code_not_found': 'Érvénytelen egyszeri kód, próbálja újra.',
  'duplicate_member_phone_number': 'Ezzel a telefonszámmal már létezik tag a szervezetben.',
  'passkey_unknown_error': 'Ismeretlen hiba történt az azonosítókulcsos hitelesítés során. Próbálja újra.',
  'passkey_duplicate': 'Az azonosítókulcsot nem lehet létrehozni, mert úgy tűnik, már regisztrálva van. Lehetséges, hogy egy másik eszközön regisztrálták, és szinkronizálódott az eszközök között.',
  'passkey_not_created': 'Az azonosítókulcs nem jött létre. Kattintson az „Azonosítókulcs létrehozása” gombra az újrapróbálkozáshoz, vagy lépjen tovább azonosítókulcs hozzáadása nélkül.',
  'webauthn_registration_not_found': 'Ezt az azonosítókulcsot eltávolították a fiókjából, de még mentve van a jelszókezelőjében. Távolítsa el onnan is, vagy jelentkezzen be más módon.',
  'crypto_connect_failed': '[Hiba] Nem sikerült csatlakozni a tárcához',
  'crypto_sign_failed': '[Hiba] Nem sikerült aláírni az üzenetet',
  'consent_error_heading': 'Úgy tűnik, hiba történt!',
  'consent_denied': 'Az alkalmazáshoz való hozzáférés megtagadva.',
  'no_active_session': 'Nincs aktív munkamenet. A folytatáshoz jelentkezzen be.',
  'session_expired': 'A bejelentkezést nem sikerült befejezni, mert a munkamenet már lejárt. Ellenőrizze az eszköz dátumát és idejét, majd próbálja újra.',
  'network_error': 'Nem sikerült kapcsolódni a szervereinkhez.',
  'invalid_json': 'Érvénytelen JSON-válasz érkezett a szervereinktől.',
  'invalid_response': 'Érvénytelen vagy hiányzó válasz a szervertől',
  'unknown_error': 'Hiba történt. Próbálja újra.',
};

export default texts;
