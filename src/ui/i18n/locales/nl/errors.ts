/** Dutch (nl): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'De opmaak van het e-mailadres is ongeldig.',
  'invalid_phone_number': 'De opmaak van het telefoonnummer is ongeldig. Zorg dat het telefoonnummer de E.164-notatie heeft.',
  'unsubscribed_phone_number': 'Dit telefoonnummer is afgemeld. Stuur een sms met “START” om je weer aan te melden.',
  'inactive_email': 'Dit e-mailadres is gemarkeerd als inactief. Probeer een ander e-mailadres of neem contact op met je beheerder als je denkt dat dit een vergissing is.',
  'unauthorized_credentials': 'Het e-mailadres of wachtwoord is onjuist.',
  'user_unauthenticated': 'Je moet ingelogd zijn om dit te doen.',
  'email_not_found': 'E-mailadres niet gevonden.',
  'unable_to_auth_magic_link': 'De inloglink kan niet worden gebruikt, omdat hij al is gebruikt of is verlopen. Probeer het opnieuw.',
  'no_user_password': 'Er is geen wachtwoord gevonden voor dit account.',
  'breached_password': 'Dit wachtwoord staat op een lijst met gelekte wachtwoorden en moet opnieuw worden ingesteld.',
  'reset_password': 'Het wachtwoord moet opnieuw worden ingesteld.',
  'oauth_token_not_found': 'Het OAuth-token is niet gevonden.',
  'invalid_code': 'De opmaak van de code is ongeldig. Probeer het opnieuw.',
  'member_password_not_found': 'Er is geen wachtwoord gevonden voor dit lid.',
  'oauth_flow_callback_error': 'Er is een fout opgetreden bij het terugkeren van het OAuth-inlogproces.',
  'unauthorized_action': 'Je hebt geen toestemming voor deze actie.',
  'user_lock_limit_reached': 'Te veel mislukte inlogpogingen. Probeer het later opnieuw.',
  'invalid_session_token': 'Ongeldig sessietoken.',
  'session_not_found': 'Sessie niet gevonden.',
  'invalid_phone_number_country_code': 'De landcode is ongeldig, wordt niet ondersteund of is uitgeschakeld.',
  'otp_code_not_found': 'Ongeldige eenmalige code. Probeer het opnieuw.',
  'duplicate_member_phone_number': 'Er bestaat al een lid met dit telefoonnummer in deze organisatie.',
  'passkey_unknown_error': 'Er is een onbekende fout opgetreden bij het inloggen met je toegangssleutel. Probeer het opnieuw.',
  'passkey_duplicate': 'De toegangssleutel kan niet worden gemaakt, omdat hij al geregistreerd lijkt te zijn. Mogelijk is deze toegangssleutel op een ander apparaat geregistreerd en gesynchroniseerd tussen apparaten.',
  'passkey_not_created': 'Je toegangssleutel is niet gemaakt. Klik op “Toegangssleutel maken” om het opnieuw te proberen, of sla deze stap over zonder toegangssleutel.',
  'webauthn_registration_not_found': 'Deze toegangssleutel is verwijderd uit je account, maar staat nog in je wachtwoordmanager. Verwijder hem daar, of log op een andere manier in.',
  'crypto_connect_failed': '[Fout] Kan geen verbinding maken met wallet',
  'crypto_sign_failed': '[Fout] Kan bericht niet ondertekenen',
  'consent_error_heading': 'Er is iets misgegaan!',
  'consent_denied': 'De toegang tot de app is geweigerd.',
  'no_active_session': 'Geen actieve sessie gevonden. Log in om door te gaan.',
  'session_expired': 'Het inloggen kan niet worden voltooid, omdat de sessie al is verlopen. Controleer de datum en tijd van je apparaat en probeer het opnieuw.',
  'network_error': 'Kan geen verbinding maken met onze servers.',
  'invalid_json': 'Ongeldig JSON-antwoord van onze servers.',
  'invalid_response': 'Ongeldig of geen antwoord van de server',
  'unknown_error': 'Er is iets misgegaan. Probeer het opnieuw.',
};

export default texts;
