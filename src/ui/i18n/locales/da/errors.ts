/** Danish (da): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'E-mailadressens format er ugyldigt.',
  'invalid_phone_number': 'Telefonnummerets format er ugyldigt. Sørg for, at telefonnummeret er i E.164-format.',
  'unsubscribed_phone_number': 'Telefonnummeret er afmeldt. Send en sms med “START” for at tilmelde det igen.',
  'inactive_email': 'E-mailadressen er markeret som inaktiv. Prøv en anden e-mailadresse, eller kontakt din administrator, hvis du mener, at det er en fejl.',
  'unauthorized_credentials': 'E-mailadressen eller adgangskoden er forkert.',
  'user_unauthenticated': 'Du skal være logget ind for at gøre dette.',
  'email_not_found': 'E-mailadressen blev ikke fundet.',
  'unable_to_auth_magic_link': 'Loginlinket kunne ikke bruges, fordi det allerede er brugt eller er udløbet. Prøv igen.',
  'no_user_password': 'Der blev ikke fundet nogen adgangskode til denne bruger.',
  'breached_password': 'Adgangskoden findes på en liste over lækkede adgangskoder og skal nulstilles.',
  'reset_password': 'Adgangskoden skal nulstilles.',
  'oauth_token_not_found': 'OAuth-tokenet blev ikke fundet.',
  'invalid_code': 'Kodens format er ugyldigt. Prøv igen.',
  'member_password_not_found': 'Der blev ikke fundet nogen adgangskode til dette medlem.',
  'oauth_flow_callback_error': 'Der opstod en fejl, da du vendte tilbage fra OAuth-login.',
  'unauthorized_action': 'Du har ikke tilladelse til denne handling.',
  'user_lock_limit_reached': 'For mange mislykkede loginforsøg. Prøv igen senere.',
  'invalid_session_token': 'Ugyldigt sessionstoken.',
  'session_not_found': 'Sessionen blev ikke fundet.',
  'invalid_phone_number_country_code': 'Landekoden er ugyldig, understøttes ikke eller er deaktiveret.',
  'otp_code_not_found': 'Ugyldig engangskode. Prøv igen.',
  'duplicate_member_phone_number': 'Der findes allerede et medlem med dette telefonnummer i organisationen.',
  'passkey_unknown_error': 'Der opstod en ukendt fejl under login med adgangsnøgle. Prøv igen.',
  'passkey_duplicate': 'Adgangsnøglen kan ikke oprettes, da den ser ud til allerede at være registreret. Den er måske registreret på en anden enhed og synkroniseret på tværs af enheder.',
  'passkey_not_created': 'Din adgangsnøgle blev ikke oprettet. Klik på “Opret en adgangsnøgle” for at prøve igen, eller spring over uden at tilføje en adgangsnøgle.',
  'webauthn_registration_not_found': 'Denne adgangsnøgle er fjernet fra din konto, men er stadig gemt i din adgangskodeadministrator. Fjern den dér, eller log ind på en anden måde.',
  'crypto_connect_failed': '[Fejl] Kunne ikke oprette forbindelse til wallet',
  'crypto_sign_failed': '[Fejl] Kunne ikke signere beskeden',
  'consent_error_heading': 'Der opstod desværre en fejl!',
  'consent_denied': 'Adgang til appen blev afvist.',
  'no_active_session': 'Der blev ikke fundet nogen aktiv session. Log ind for at fortsætte.',
  'session_expired': 'Login kunne ikke gennemføres, fordi sessionen allerede er udløbet. Tjek dato og klokkeslæt på din enhed, og prøv igen.',
  'network_error': 'Vi kan ikke få forbindelse til vores servere.',
  'invalid_json': 'Ugyldigt JSON-svar fra vores servere.',
  'invalid_response': 'Ugyldigt eller intet svar fra serveren',
  'unknown_error': 'Noget gik galt. Prøv igen.',
};

export default texts;
