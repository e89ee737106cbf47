/** Latvian (lv): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Nederīgs e-pasta formāts.',
  'invalid_phone_number': 'Nederīgs tālruņa numura formāts. Pārliecinieties, ka numurs ir E.164 formātā.',
  'unsubscribed_phone_number': 'Šim tālruņa numuram ir atteikta ziņu saņemšana. Lai to atkal abonētu, nosūtiet īsziņu ar vārdu „START”.',
  'inactive_email': 'E-pasta adrese ir atzīmēta kā neaktīva. Izmēģiniet citu e-pasta adresi vai sazinieties ar administratoru, ja uzskatāt, ka tā ir kļūda.',
  'unauthorized_credentials': 'Nepareizi pierakstīšanās dati.',
  'user_unauthenticated': 'Lai veiktu šo darbību, jums ir jāpierakstās.',
  'email_not_found': 'E-pasta adrese netika atrasta.',
  'unable_to_auth_magic_link': 'Pierakstīšanās saiti neizdevās apstiprināt, jo tā jau ir izmantota vai tai ir beidzies derīguma termiņš. Mēģiniet vēlreiz.',
  'no_user_password': 'Šim lietotājam parole netika atrasta.',
  'breached_password': 'Parole ir nopludināto paroļu sarakstā, tāpēc tā ir jāatiestata.',
  'reset_password': 'Parole ir jāatiestata.',
  'oauth_token_not_found': 'OAuth marķieris netika atrasts.',
  'invalid_code': 'Nederīgs koda formāts, mēģiniet vēlreiz.',
  'member_password_not_found': 'Dalībnieka parole netika atrasta.',
  'oauth_flow_callback_error': 'OAuth plūsmas atzvanīšanas laikā radās kļūda.',
  'unauthorized_action': 'Jums nav atļaujas veikt šo darbību.',
  'user_lock_limit_reached': 'Pārāk daudz neveiksmīgu autentifikācijas mēģinājumu. Mēģiniet vēlreiz vēlāk.',
  'invalid_session_token': 'Nederīgs sesijas marķieris.',
  'session_not_found': 'Sesija netika atrasta.',
  'invalid_phone_number_country_code': 'Valsts kods ir nederīgs, netiek atbalstīts vai ir atspējots.',
  'otp_code_not_found': 'Nederīgs vienreizējais kods, mēģiniet vēlreiz.',
  'duplicate_member_phone_number': 'Dalībnieks ar šo tālruņa numuru organizācijā jau pastāv.',
  'passkey_unknown_error': 'Autentifikācijā ar piekļuves atslēgu radās nezināma kļūda. Mēģiniet vēlreiz.',
  'passkey_duplicate': 'Piekļuves atslēgu nevar izveidot, jo šķiet, ka tā jau ir reģistrēta. Iespējams, tā tika reģistrēta citā ierīcē un sinhronizēta starp ierīcēm.',
  'passkey_not_created': 'Piekļuves atslēga netika izveidota. Noklikšķiniet uz „Izveidot piekļuves atslēgu”, lai mēģinātu vēlreiz, vai izlaidiet šo darbību, nepievienojot piekļuves atslēgu.',
  'webauthn_registration_not_found': 'Šī piekļuves atslēga tika noņemta no jūsu konta, taču joprojām ir saglabāta jūsu paroļu pārvaldniekā. Noņemiet to arī tur vai pierakstieties citā veidā.',
  'crypto_connect_failed': '[Kļūda] Neizdevās izveidot savienojumu ar maku',
  'crypto_sign_failed': '[Kļūda] Neizdevās parakstīt ziņojumu',
  'consent_error_heading': 'Šķiet, ka radās kļūda!',
  'consent_denied': 'Piekļuve lietotnei tika liegta.',
  'no_active_session': 'Aktīva sesija netika konstatēta. Lai turpinātu, pierakstieties.',
  'session_expired': 'Pierakstīšanos nevarēja pabeigt, jo sesijai jau ir beidzies derīguma termiņš. Pārbaudiet ierīces datumu un laiku un mēģiniet vēlreiz.',
  'network_error': 'Neizdevās sazināties ar mūsu serveriem.',
  'invalid_json': 'Mūsu serveri atgrieza nederīgu JSON atbildi.',
  'invalid_response': 'Serveris atgrieza nederīgu atbildi vai neatbildēja',
  'unknown_error': 'Radās kļūda. Mēģiniet vēlreiz.',
};

export default texts;
