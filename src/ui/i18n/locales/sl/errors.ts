/** Slovenian (sl): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Oblika e-poštnega naslova ni veljavna.',
  'invalid_phone_number': 'Oblika telefonske številke ni veljavna. Številka mora biti v obliki E.164.',
  'unsubscribed_phone_number': 'Telefonska številka je odjavljena od prejemanja sporočil. Za ponovno naročilo pošljite SMS z besedo „START“.',
  'inactive_email': 'E-poštni naslov je označen kot neaktiven. Poskusite z drugim e-poštnim naslovom ali se obrnite na skrbnika, če menite, da gre za napako.',
  'unauthorized_credentials': 'Napačni podatki za prijavo.',
  'user_unauthenticated': 'Za to dejanje morate biti prijavljeni.',
  'email_not_found': 'E-poštnega naslova ni bilo mogoče najti.',
  'unable_to_auth_magic_link': 'Povezave za prijavo ni bilo mogoče preveriti, ker je bila že uporabljena ali je potekla. Poskusite znova.',
  'no_user_password': 'Za tega uporabnika ni bilo najdeno nobeno geslo.',
  'breached_password': 'Geslo je na seznamu razkritih gesel in ga je treba ponastaviti.',
  'reset_password': 'Geslo je treba ponastaviti.',
  'oauth_token_not_found': 'Žetona OAuth ni bilo mogoče najti.',
  'invalid_code': 'Oblika kode ni veljavna, poskusite znova.',
  'member_password_not_found': 'Gesla člana ni bilo mogoče najti.',
  'oauth_flow_callback_error': 'Pri povratnem klicu postopka OAuth je prišlo do napake.',
  'unauthorized_action': 'Za to dejanje nimate dovoljenja.',
  'user_lock_limit_reached': 'Preveč neuspešnih poskusov preverjanja. Poskusite znova pozneje.',
  'invalid_session_token': 'Neveljaven žeton seje.',
  'session_not_found': 'Seje ni bilo mogoče najti.',
  'invalid_phone_number_country_code': 'Koda države ni veljavna, ni podprta ali je onemogočena.',
  'otp_code_not_found': 'Neveljavna enkratna koda, poskusite znova.',
  'duplicate_member_phone_number': 'Član s to telefonsko številko v organizaciji že obstaja.',
  'passkey_unknown_error': 'Med preverjanjem s ključem za dostop je prišlo do neznane napake. Poskusite znova.',
  'passkey_duplicate': 'Ključa za dostop ni mogoče ustvariti, ker je videti, da je že registriran. Morda je bil registriran v drugi napravi in se je sinhroniziral med napravami.',
  'passkey_not_created': 'Ključ za dostop ni bil ustvarjen. Kliknite „Ustvari ključ za dostop“, da poskusite znova, ali nadaljujte brez dodajanja ključa za dostop.',
  'webauthn_registration_not_found': 'Ta ključ za dostop je bil odstranjen iz vašega računa, vendar je še vedno shranjen v upravitelju gesel. Odstranite ga tam ali se prijavite na drug način.',
  'crypto_connect_failed': '[Napaka] Povezava z denarnico ni uspela',
  'crypto_sign_failed': '[Napaka] Podpis sporočila ni uspel',
  'consent_error_heading': 'Videti je, da je prišlo do napake!',
  'consent_denied': 'Dostop do aplikacije je bil zavrnjen.',
  'no_active_session': 'Ni zaznane aktivne seje. Za nadaljevanje se prijavite.',
  'session_expired': 'Prijave ni bilo mogoče dokončati, ker je seja že potekla. Preverite datum in uro v napravi ter poskusite znova.',
  'network_error': 'Povezava z našimi strežniki ni mogoča.',
  'invalid_json': 'Naši strežniki so vrnili neveljaven odgovor JSON.',
  'invalid_response': 'Strežnik je vrnil neveljaven odgovor ali se ni odzval',
  'unknown_error': 'Prišlo je do napake. Poskusite znova.',
};

export default texts;
