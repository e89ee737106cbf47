/** Croatian (hr): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Format adrese e-pošte nije valjan.',
  'invalid_phone_number': 'Format telefonskog broja nije valjan. Provjerite je li broj u formatu E.164.',
  'unsubscribed_phone_number': 'Telefonski broj odjavljen je s primanja poruka. Za ponovnu pretplatu pošaljite SMS s riječi „START”.',
  'inactive_email': 'Adresa e-pošte označena je kao neaktivna. Pokušajte s drugom adresom e-pošte ili se obratite administratoru ako mislite da je riječ o pogrešci.',
  'unauthorized_credentials': 'Pogrešni podaci za prijavu.',
  'user_unauthenticated': 'Za ovu radnju morate biti prijavljeni.',
  'email_not_found': 'Adresa e-pošte nije pronađena.',
  'unable_to_auth_magic_link': 'Poveznicu za prijavu nije moguće potvrditi jer je već iskorištena ili je istekla. Pokušajte ponovno.',
  'no_user_password': 'Za ovog korisnika nije pronađena zaporka.',
  'breached_password': 'Zaporka se nalazi na popisu ugroženih zaporki i mora se ponovno postaviti.',
  'reset_password': 'Zaporka se mora ponovno postaviti.',
  'oauth_token_not_found': 'Token OAuth nije pronađen.',
  'invalid_code': 'Format koda nije valjan, pokušajte ponovno.',
  'member_password_not_found': 'Zaporka člana nije pronađena.',
  'oauth_flow_callback_error': 'Došlo je do pogreške u povratnom pozivu postupka OAuth.',
  'unauthorized_action': 'Nemate ovlasti za ovu radnju.',
  'user_lock_limit_reached': 'Previše neuspjelih pokušaja provjere autentičnosti. Pokušajte ponovno kasnije.',
  'invalid_session_token': 'Nevažeći token sesije.',
  'session_not_found': 'Sesija nije pronađena.',
  'invalid_phone_number_country_code': 'Pozivni broj države nije valjan, nije podržan ili je onemogućen.',
  'otp_code_not_found': 'Nevažeći jednokratni kod, pokušajte ponovno.',
  'duplicate_member_phone_number': 'Član s ovim telefonskim brojem već postoji u organizaciji.',
  'passkey_unknown_error': 'Tijekom provjere autentičnosti pristupnim ključem došlo je do nepoznate pogreške. Pokušajte ponovno.',
  'passkey_duplicate': 'Pristupni ključ nije moguće izraditi jer se čini da je već registriran. Moguće je da je registriran na drugom uređaju i sinkroniziran među uređajima.',
  'passkey_not_created': 'Pristupni ključ nije izrađen. Kliknite „Izradi pristupni ključ” za ponovni pokušaj ili preskočite bez dodavanja pristupnog ključa.',
  'webauthn_registration_not_found': 'Ovaj je pristupni ključ uklonjen s vašeg računa, ali je i dalje spremljen u upravitelju zaporki. Uklonite ga ondje ili se prijavite na drugi način.',
  'crypto_connect_failed': '[Pogreška] Povezivanje s novčanikom nije uspjelo',
  'crypto_sign_failed': '[Pogreška] Potpisivanje poruke nije uspjelo',
  'consent_error_heading': 'Čini se da je došlo do pogreške!',
  'consent_denied': 'Pristup aplikaciji je odbijen.',
  'no_active_session': 'Nije pronađena aktivna sesija. Prijavite se za nastavak.',
  'session_expired': 'Prijavu nije moguće dovršiti jer je sesija već istekla. Provjerite datum i vrijeme na uređaju pa pokušajte ponovno.',
  'network_error': 'Nije moguće uspostaviti vezu s našim poslužiteljima.',
  'invalid_json': 'Naši poslužitelji vratili su nevažeći JSON odgovor.',
  'invalid_response': 'Poslužitelj je vratio nevažeći odgovor ili nije odgovorio',
  'unknown_error': 'Nešto nije u redu. Pokušajte ponovno.',
};

export default texts;
