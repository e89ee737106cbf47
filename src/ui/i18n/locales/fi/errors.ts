/** Finnish (fi): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Sähköpostiosoitteen muoto on virheellinen.',
  'invalid_phone_number': 'Puhelinnumeron muoto on virheellinen. Varmista, että puhelinnumero on E.164-muodossa.',
  'unsubscribed_phone_number': 'Tämän puhelinnumeron viestitilaus on peruttu. Tilaa uudelleen lähettämällä tekstiviesti ”START”.',
  'inactive_email': 'Sähköpostiosoite on merkitty passiiviseksi. Kokeile toista sähköpostiosoitetta tai ota yhteyttä järjestelmänvalvojaan, jos uskot tämän olevan virhe.',
  'unauthorized_credentials': 'Sähköpostiosoite tai salasana on väärä.',
  'user_unauthenticated': 'Sinun on oltava kirjautuneena sisään, jotta voit tehdä tämän.',
  'email_not_found': 'Sähköpostiosoitetta ei löytynyt.',
  'unable_to_auth_magic_link': 'Kirjautumislinkkiä ei voitu käyttää, koska se on jo käytetty tai vanhentunut. Yritä uudelleen.',
  'no_user_password': 'Tälle käyttäjälle ei löytynyt salasanaa.',
  'breached_password': 'Salasana on vuotaneiden salasanojen luettelossa, ja se on nollattava.',
  'reset_password': 'Salasana on nollattava.',
  'oauth_token_not_found': 'OAuth-tunnusta ei löytynyt.',
  'invalid_code': 'Koodin muoto on virheellinen. Yritä uudelleen.',
  'member_password_not_found': 'Jäsenen salasanaa ei löytynyt.',
  'oauth_flow_callback_error': 'OAuth-kirjautumisesta palattaessa tapahtui virhe.',
  'unauthorized_action': 'Sinulla ei ole oikeutta tähän toimintoon.',
  'user_lock_limit_reached': 'Liian monta epäonnistunutta kirjautumisyritystä. Yritä myöhemmin uudelleen.',
  'invalid_session_token': 'Virheellinen istuntotunnus.',
  'session_not_found': 'Istuntoa ei löytynyt.',
  'invalid_phone_number_country_code': 'Maatunnus on virheellinen, sitä ei tueta tai se on poistettu käytöstä.',
  'otp_code_not_found': 'Virheellinen kertakäyttökoodi. Yritä uudelleen.',
  'duplicate_member_phone_number': 'Organisaatiossa on jo jäsen, jolla on tämä puhelinnumero.',
  'passkey_unknown_error': 'Pääsyavaimella kirjauduttaessa tapahtui tuntematon virhe. Yritä uudelleen.',
  'passkey_duplicate': 'Pääsyavainta ei voi luoda, koska se näyttää olevan jo rekisteröity. Pääsyavain on ehkä rekisteröity toisella laitteella ja synkronoitu laitteiden välillä.',
  'passkey_not_created': 'Pääsyavainta ei luotu. Yritä uudelleen napsauttamalla ”Luo pääsyavain” tai ohita vaihe lisäämättä pääsyavainta.',
  'webauthn_registration_not_found': 'Tämä pääsyavain on poistettu tililtäsi, mutta se on yhä tallennettuna salasanojen hallintaan. Poista se sieltä tai kirjaudu sisään muulla tavalla.',
  'crypto_connect_failed': '[Virhe] Lompakkoon ei saatu yhteyttä',
  'crypto_sign_failed': '[Virhe] Viestiä ei voitu allekirjoittaa',
  'consent_error_heading': 'Valitettavasti tapahtui virhe!',
  'consent_denied': 'Pääsy sovellukseen estettiin.',
  'no_active_session': 'Aktiivista istuntoa ei löytynyt. Jatka kirjautumalla sisään.',
  'session_expired': 'Kirjautumista ei voitu viedä loppuun, koska istunto on jo vanhentunut. Tarkista laitteesi päivämäärä ja kellonaika ja yritä sitten uudelleen.',
  'network_error': 'Palvelimiimme ei saada yhteyttä.',
  'invalid_json': 'Palvelimiltamme tuli virheellinen JSON-vastaus.',
  'invalid_response': 'Palvelimelta tuli virheellinen vastaus tai ei vastausta lainkaan',
  'unknown_error': 'Jokin meni vikaan. Yritä uudelleen.',
};

export default texts;
