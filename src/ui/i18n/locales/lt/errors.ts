/** Lithuanian (lt): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Netinkamas el. pašto formatas.',
  'invalid_phone_number': 'Netinkamas telefono numerio formatas. Įsitikinkite, kad numeris nurodytas E.164 formatu.',
  'unsubscribed_phone_number': 'Šiuo telefono numeriu atsisakyta pranešimų prenumeratos. Norėdami vėl užsiprenumeruoti, išsiųskite SMS žinutę su žodžiu „START“.',
  'inactive_email': 'El. pašto adresas pažymėtas kaip neaktyvus. Pabandykite kitą el. pašto adresą arba, jei manote, kad tai klaida, susisiekite su administratoriumi.',
  'unauthorized_credentials': 'Neteisingi prisijungimo duomenys.',
  'user_unauthenticated': 'Norėdami atlikti šį veiksmą, turite būti prisijungę.',
  'email_not_found': 'El. pašto adresas nerastas.',
  'unable_to_auth_magic_link': 'Prisijungimo nuorodos patvirtinti nepavyko, nes ji jau panaudota arba nebegalioja. Bandykite dar kartą.',
  'no_user_password': 'Šiam naudotojui slaptažodis nerastas.',
  'breached_password': 'Slaptažodis yra nutekintų slaptažodžių sąraše, todėl jį reikia nustatyti iš naujo.',
  'reset_password': 'Slaptažodį reikia nustatyti iš naujo.',
  'oauth_token_not_found': 'OAuth žetonas nerastas.',
  'invalid_code': 'Netinkamas kodo formatas, bandykite dar kartą.',
  'member_password_not_found': 'Nario slaptažodis nerastas.',
  'oauth_flow_callback_error': 'OAuth proceso atgalinio iškvietimo metu įvyko klaida.',
  'unauthorized_action': 'Neturite teisės atlikti šio veiksmo.',
  'user_lock_limit_reached': 'Per daug nesėkmingų autentifikavimo bandymų. Bandykite vėliau.',
  'invalid_session_token': 'Netinkamas seanso žetonas.',
  'session_not_found': 'Seansas nerastas.',
  'invalid_phone_number_country_code': 'Šalies kodas netinkamas, nepalaikomas arba išjungtas.',
  'otp_code_not_found': 'Netinkamas vienkartinis kodas, bandykite dar kartą.',
  'duplicate_member_phone_number': 'Narys su šiuo telefono numeriu organizacijoje jau yra.',
  'passkey_unknown_error': 'Autentifikuojant prieigos raktu įvyko nežinoma klaida. Bandykite dar kartą.',
  'passkey_duplicate': 'Prieigos rakto sukurti nepavyko, nes panašu, kad jis jau užregistruotas. Gali būti, kad jis buvo užregistruotas kitame įrenginyje ir sinchronizuotas tarp įrenginių.',
  'passkey_not_created': 'Prieigos raktas nebuvo sukurtas. Spustelėkite „Sukurti prieigos raktą“, kad bandytumėte dar kartą, arba praleiskite nepridėdami prieigos rakto.',
  'webauthn_registration_not_found': 'Šis prieigos raktas pašalintas iš jūsų paskyros, bet vis dar išsaugotas slaptažodžių tvarkytuvėje. Pašalinkite jį ir ten arba prisijunkite kitu būdu.',
  'crypto_connect_failed': '[Klaida] Nepavyko užmegzti ryšio su pinigine',
  'crypto_sign_failed': '[Klaida] Nepavyko pasirašyti pranešimo',
  'consent_error_heading': 'Panašu, kad įvyko klaida!',
  'consent_denied': 'Prieiga prie programos atmesta.',
  'no_active_session': 'Aktyvaus seanso neaptikta. Norėdami tęsti, prisijunkite.',
  'session_expired': 'Prisijungimo užbaigti nepavyko, nes seansas jau baigėsi. Patikrinkite įrenginio datą ir laiką ir bandykite dar kartą.',
  'network_error': 'Nepavyko susisiekti su mūsų serveriais.',
  'invalid_json': 'Mūsų serveriai grąžino netinkamą JSON atsakymą.',
  'invalid_response': 'Serveris grąžino netinkamą atsakymą arba neatsakė',
  'unknown_error': 'Kažkas nepavyko. Bandykite dar kartą.',
};

export default texts;
