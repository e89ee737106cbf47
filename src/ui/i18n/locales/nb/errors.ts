/** Norwegian Bokmål (nb): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Formatet på e-postadressen er ugyldig.',
  'invalid_phone_number': 'Formatet på telefonnummeret er ugyldig. Sørg for at telefonnummeret er i E.164-format.',
  'unsubscribed_phone_number': 'Telefonnummeret er avmeldt. Send en SMS med «START» for å melde det på igjen.',
  'inactive_email': 'E-postadressen er merket som inaktiv. Prøv en annen e-postadresse, eller kontakt administratoren din hvis du mener at dette er feil.',
  'unauthorized_credentials': 'Feil e-postadresse eller passord.',
  'user_unauthenticated': 'Du må være logget inn for å gjøre dette.',
  'email_not_found': 'Fant ikke e-postadressen.',
  'unable_to_auth_magic_link': 'Påloggingslenken kunne ikke brukes fordi den allerede er brukt eller har utløpt. Prøv igjen.',
  'no_user_password': 'Fant ikke noe passord for denne brukeren.',
  'breached_password': 'Passordet står på en liste over lekkede passord og må tilbakestilles.',
  'reset_password': 'Passordet må tilbakestilles.',
  'oauth_token_not_found': 'Fant ikke OAuth-tokenet.',
  'invalid_code': 'Formatet på koden er ugyldig. Prøv igjen.',
  'member_password_not_found': 'Fant ikke noe passord for medlemmet.',
  'oauth_flow_callback_error': 'Det oppstod en feil da du kom tilbake fra OAuth-påloggingen.',
  'unauthorized_action': 'Du har ikke tillatelse til denne handlingen.',
  'user_lock_limit_reached': 'For mange mislykkede påloggingsforsøk. Prøv igjen senere.',
  'invalid_session_token': 'Ugyldig økttoken.',
  'session_not_found': 'Fant ikke økten.',
  'invalid_phone_number_country_code': 'Landskoden er ugyldig, støttes ikke eller er deaktivert.',
  'otp_code_not_found': 'Ugyldig engangskode. Prøv igjen.',
  'duplicate_member_phone_number': 'Det finnes allerede et medlem med dette telefonnummeret i organisasjonen.',
  'passkey_unknown_error': 'Det oppstod en ukjent feil under pålogging med passnøkkel. Prøv igjen.',
  'passkey_duplicate': 'Passnøkkelen kan ikke opprettes fordi den ser ut til å være registrert allerede. Den kan ha blitt registrert på en annen enhet og synkronisert mellom enheter.',
  'passkey_not_created': 'Passnøkkelen din ble ikke opprettet. Klikk på «Opprett en passnøkkel» for å prøve igjen, eller hopp over uten å legge til en passnøkkel.',
  'webauthn_registration_not_found': 'Denne passnøkkelen er fjernet fra kontoen din, men er fortsatt lagret i passordbehandleren din. Fjern den der, eller logg inn på en annen måte.',
  'crypto_connect_failed': '[Feil] Kunne ikke koble til lommeboken',
  'crypto_sign_failed': '[Feil] Kunne ikke signere meldingen',
  'consent_error_heading': 'Beklager, det oppstod en feil!',
  'consent_denied': 'Tilgang til appen ble avvist.',
  'no_active_session': 'Fant ingen aktiv økt. Logg inn for å fortsette.',
  'session_expired': 'Påloggingen kunne ikke fullføres fordi økten allerede har utløpt. Sjekk dato og klokkeslett på enheten din, og prøv igjen.',
  'network_error': 'Får ikke kontakt med serverne våre.',
  'invalid_json': 'Ugyldig JSON-svar fra serverne våre.',
  'invalid_response': 'Ugyldig eller manglende svar fra serveren',
  'unknown_error': 'Noe gikk galt. Prøv igjen.',
};

export default texts;
