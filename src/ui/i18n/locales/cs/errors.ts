/** Czech (cs): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Neplatný formát e-mailové adresy.',
  'invalid_phone_number': 'Neplatný formát telefonního čísla. Zadejte číslo ve formátu E.164.',
  'unsubscribed_phone_number': 'Toto číslo je odhlášeno z odběru zpráv. Pro opětovné přihlášení k odběru pošlete SMS s textem „START“.',
  'inactive_email': 'Tato e-mailová adresa je označena jako neaktivní. Zkuste jinou e-mailovou adresu, nebo se obraťte na svého správce, pokud si myslíte, že jde o chybu.',
  'unauthorized_credentials': 'Nesprávná e-mailová adresa nebo heslo.',
  'user_unauthenticated': 'Pro tuto akci musíte být přihlášeni.',
  'email_not_found': 'E-mailová adresa nebyla nalezena.',
  'unable_to_auth_magic_link': 'Přihlášení odkazem se nezdařilo, protože odkaz už byl použit nebo vypršel. Zkuste to znovu.',
  'no_user_password': 'Tento uživatel nemá nastavené heslo.',
  'breached_password': 'Toto heslo je na seznamu uniklých hesel a je nutné ho obnovit.',
  'reset_password': 'Heslo je nutné obnovit.',
  'oauth_token_not_found': 'Token OAuth nebyl nalezen.',
  'invalid_code': 'Neplatný formát kódu. Zkuste to znovu.',
  'member_password_not_found': 'Heslo člena nebylo nalezeno.',
  'oauth_flow_callback_error': 'Při návratu z přihlášení přes OAuth došlo k chybě.',
  'unauthorized_action': 'Tato akce není povolena.',
  'user_lock_limit_reached': 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to později.',
  'invalid_session_token': 'Neplatný token relace.',
  'session_not_found': 'Relace nebyla nalezena.',
  'invalid_phone_number_country_code': 'Kód země je neplatný, nepodporovaný nebo zakázaný.',
  'otp_code_not_found': 'Neplatný jednorázový kód. Zkuste to znovu.',
  'duplicate_member_phone_number': 'V organizaci už existuje člen s tímto telefonním číslem.',
  'passkey_unknown_error': 'Při přihlašování přístupovým klíčem došlo k neznámé chybě. Zkuste to znovu.',
  'passkey_duplicate': 'Přístupový klíč nelze vytvořit, protože už je zřejmě zaregistrován. Je možné, že byl tento přístupový klíč zaregistrován na jiném zařízení a synchronizován.',
  'passkey_not_created': 'Přístupový klíč nebyl vytvořen. Klikněte na „Vytvořit přístupový klíč“ a zkuste to znovu, nebo tento krok přeskočte.',
  'webauthn_registration_not_found': 'Tento přístupový klíč byl z vašeho účtu odebrán, ale stále je uložen ve správci hesel. Odeberte ho i tam, nebo se přihlaste jinak.',
  'crypto_connect_failed': '[Chyba] K peněžence se nepodařilo připojit',
  'crypto_sign_failed': '[Chyba] Zprávu se nepodařilo podepsat',
  'consent_error_heading': 'Vypadá to, že došlo k chybě!',
  'consent_denied': 'Přístup k aplikaci byl zamítnut.',
  'no_active_session': 'Nebyla zjištěna žádná aktivní relace. Pro pokračování se přihlaste.',
  'session_expired': 'Přihlášení se nepodařilo dokončit, protože relace už vypršela. Zkontrolujte datum a čas v zařízení a zkuste to znovu.',
  'network_error': 'Nepodařilo se spojit s našimi servery.',
  'invalid_json': 'Naše servery vrátily neplatnou odpověď JSON.',
  'invalid_response': 'Server vrátil neplatnou odpověď nebo neodpověděl',
  'unknown_error': 'Něco se pokazilo. Zkuste to znovu.',
};

export default texts;
