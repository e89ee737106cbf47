/** Romanian (ro): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Formatul adresei de e-mail nu este valid.',
  'invalid_phone_number': 'Formatul numărului de telefon nu este valid. Asigurați-vă că numărul de telefon este în formatul E.164.',
  'unsubscribed_phone_number': 'Numărul de telefon este dezabonat; pentru a vă reabona, trimiteți un SMS cu textul „START”.',
  'inactive_email': 'Adresa de e-mail este marcată ca inactivă. Încercați altă adresă de e-mail sau contactați administratorul dacă credeți că este o greșeală.',
  'unauthorized_credentials': 'Adresa de e-mail sau parola este incorectă.',
  'user_unauthenticated': 'Pentru această acțiune este necesară o sesiune activă.',
  'email_not_found': 'Adresa de e-mail nu a fost găsită.',
  'unable_to_auth_magic_link': 'Linkul magic nu a putut fi verificat, deoarece a fost deja folosit sau a expirat. Încercați din nou.',
  'no_user_password': 'Nu a fost găsită nicio parolă pentru acest utilizator.',
  'breached_password': 'Parola apare în lista parolelor compromise și trebuie resetată.',
  'reset_password': 'Parola trebuie resetată.',
  'oauth_token_not_found': 'Tokenul OAuth nu a fost găsit.',
  'invalid_code': 'Formatul codului nu este valid. Încercați din nou.',
  'member_password_not_found': 'Parola membrului nu a fost găsită.',
  'oauth_flow_callback_error': 'A apărut o eroare la revenirea din fluxul OAuth.',
  'unauthorized_action': 'Nu aveți permisiunea de a efectua această acțiune.',
  'user_lock_limit_reached': 'Prea multe încercări de autentificare eșuate. Încercați din nou mai târziu.',
  'invalid_session_token': 'Tokenul de sesiune nu este valid.',
  'session_not_found': 'Sesiunea nu a fost găsită.',
  'invalid_phone_number_country_code': 'Prefixul de țară nu este valid, nu este acceptat sau este dezactivat.',
  'otp_code_not_found': 'Cod de verificare incorect. Încercați din nou.',
  'duplicate_member_phone_number': 'În această organizație există deja un membru cu acest număr de telefon.',
  'passkey_unknown_error': 'A apărut o eroare necunoscută la autentificarea cu cheia de acces. Încercați din nou.',
  'passkey_duplicate': 'Cheia de acces nu poate fi creată, deoarece pare să fie deja înregistrată. Este posibil ca această cheie de acces să fi fost înregistrată pe alt dispozitiv și sincronizată între dispozitive.',
  'passkey_not_created': 'Cheia de acces nu a fost creată. Dați clic pe „Creați o cheie de acces” pentru a încerca din nou sau continuați fără a adăuga o cheie de acces.',
  'webauthn_registration_not_found': 'Această cheie de acces a fost eliminată din cont, dar este încă salvată în managerul de parole. Eliminați-o și de acolo sau conectați-vă în alt mod.',
  'crypto_connect_failed': '[Eroare] Nu s-a putut realiza conexiunea cu portofelul',
  'crypto_sign_failed': '[Eroare] Mesajul nu a putut fi semnat',
  'consent_error_heading': 'Se pare că a apărut o eroare!',
  'consent_denied': 'Accesul la aplicație a fost refuzat.',
  'no_active_session': 'Nu a fost detectată nicio sesiune activă. Conectați-vă pentru a continua.',
  'session_expired': 'Conectarea nu a putut fi finalizată, deoarece sesiunea a expirat deja. Verificați data și ora dispozitivului, apoi încercați din nou.',
  'network_error': 'Nu se poate stabili legătura cu serverele noastre.',
  'invalid_json': 'Răspuns JSON nevalid de la serverele noastre.',
  'invalid_response': 'Răspuns nevalid sau lipsă de la server',
  'unknown_error': 'A apărut o problemă. Încercați din nou.',
};

export default texts;
