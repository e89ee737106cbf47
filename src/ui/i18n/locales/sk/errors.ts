/** Slovak (sk): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Formát e-mailu je neplatný.',
  'invalid_phone_number': 'Formát telefónneho čísla je neplatný. Skontrolujte, či je číslo vo formáte E.164.',
  'unsubscribed_phone_number': 'Telefónne číslo je odhlásené z odberu správ. Ak ho chcete znova prihlásiť, pošlite SMS so slovom „START“.',
  'inactive_email': 'E-mailová adresa je označená ako neaktívna. Skúste inú e-mailovú adresu, alebo ak si myslíte, že ide o chybu, kontaktujte správcu.',
  'unauthorized_credentials': 'Nesprávne prihlasovacie údaje.',
  'user_unauthenticated': 'Na vykonanie tejto akcie musíte byť prihlásení.',
  'email_not_found': 'E-mail sa nenašiel.',
  'unable_to_auth_magic_link': 'Prihlasovací odkaz nebolo možné overiť, pretože už bol použitý alebo mu vypršala platnosť. Skúste to znova.',
  'no_user_password': 'Pre tohto používateľa sa nenašlo heslo.',
  'breached_password': 'Heslo sa nachádza v zozname uniknutých hesiel a je potrebné ho obnoviť.',
  'reset_password': 'Heslo je potrebné obnoviť.',
  'oauth_token_not_found': 'Token OAuth sa nenašiel.',
  'invalid_code': 'Formát kódu je neplatný, skúste to znova.',
  'member_password_not_found': 'Heslo člena sa nenašlo.',
  'oauth_flow_callback_error': 'Pri spätnom volaní procesu OAuth sa vyskytla chyba.',
  'unauthorized_action': 'Na túto akciu nemáte oprávnenie.',
  'user_lock_limit_reached': 'Príliš veľa neúspešných pokusov o overenie. Skúste to znova neskôr.',
  'invalid_session_token': 'Neplatný token relácie.',
  'session_not_found': 'Relácia sa nenašla.',
  'invalid_phone_number_country_code': 'Kód krajiny je neplatný, nepodporovaný alebo zakázaný.',
  'otp_code_not_found': 'Neplatný jednorazový kód, skúste to znova.',
  'duplicate_member_phone_number': 'Člen s týmto telefónnym číslom už v organizácii existuje.',
  'passkey_unknown_error': 'Pri overovaní prístupovým kľúčom sa vyskytla neznáma chyba. Skúste to znova.',
  'passkey_duplicate': 'Prístupový kľúč nemožno vytvoriť, pretože sa zdá, že už je zaregistrovaný. Je možné, že bol zaregistrovaný v inom zariadení a synchronizoval sa medzi zariadeniami.',
  'passkey_not_created': 'Prístupový kľúč nebol vytvorený. Kliknite na „Vytvoriť prístupový kľúč“ a skúste to znova, alebo pokračujte bez pridania prístupového kľúča.',
  'webauthn_registration_not_found': 'Tento prístupový kľúč bol z vášho účtu odstránený, no stále je uložený v správcovi hesiel. Odstráňte ho tam alebo sa prihláste iným spôsobom.',
  'crypto_connect_failed': '[Chyba] K peňaženke sa nepodarilo pripojiť',
  'crypto_sign_failed': '[Chyba] Správu sa nepodarilo podpísať',
  'consent_error_heading': 'Zdá sa, že sa vyskytla chyba!',
  'consent_denied': 'Prístup k aplikácii bol zamietnutý.',
  'no_active_session': 'Nenašla sa žiadna aktívna relácia. Ak chcete pokračovať, prihláste sa.',
  'session_expired': 'Prihlásenie sa nepodarilo dokončiť, pretože relácii už vypršala platnosť. Skontrolujte dátum a čas v zariadení a skúste to znova.',
  'network_error': 'Nepodarilo sa spojiť s našimi servermi.',
  'invalid_json': 'Naše servery vrátili neplatnú odpoveď JSON.',
  'invalid_response': 'Server vrátil neplatnú odpoveď alebo neodpovedal',
  'unknown_error': 'Niečo sa pokazilo. Skúste to znova.',
};

export default texts;
