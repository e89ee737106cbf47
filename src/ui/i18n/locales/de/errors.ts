/** German (de): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Das E-Mail-Format ist ungültig.',
  'invalid_phone_number': 'Das Format der Telefonnummer ist ungültig. Die Telefonnummer muss im E.164-Format angegeben werden.',
  'unsubscribed_phone_number': 'Für diese Telefonnummer wurden SMS abbestellt. Senden Sie „START“ per SMS, um sie wieder zu aktivieren.',
  'inactive_email': 'Diese E-Mail-Adresse ist als inaktiv markiert. Verwenden Sie eine andere E-Mail-Adresse oder wenden Sie sich an Ihren Administrator, wenn Sie das für einen Fehler halten.',
  'unauthorized_credentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'user_unauthenticated': 'Für diese Aktion müssen Sie angemeldet sein.',
  'email_not_found': 'E-Mail-Adresse nicht gefunden.',
  'unable_to_auth_magic_link': 'Der Anmeldelink konnte nicht verwendet werden, da er bereits benutzt wurde oder abgelaufen ist. Bitte versuchen Sie es erneut.',
  'no_user_password': 'Für dieses Konto wurde kein Passwort gefunden.',
  'breached_password': 'Dieses Passwort steht auf einer Liste kompromittierter Passwörter und muss zurückgesetzt werden.',
  'reset_password': 'Das Passwort muss zurückgesetzt werden.',
  'oauth_token_not_found': 'Das OAuth-Token wurde nicht gefunden.',
  'invalid_code': 'Das Codeformat ist ungültig. Bitte versuchen Sie es erneut.',
  'member_password_not_found': 'Für dieses Mitglied wurde kein Passwort gefunden.',
  'oauth_flow_callback_error': 'Bei der Rückkehr von der OAuth-Anmeldung ist ein Fehler aufgetreten.',
  'unauthorized_action': 'Sie sind für diese Aktion nicht berechtigt.',
  'user_lock_limit_reached': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
  'invalid_session_token': 'Ungültiges Sitzungstoken.',
  'session_not_found': 'Sitzung nicht gefunden.',
  'invalid_phone_number_country_code': 'Die Ländervorwahl ist ungültig, wird nicht unterstützt oder ist deaktiviert.',
  'otp_code_not_found': 'Ungültiger Einmalcode. Bitte versuchen Sie es erneut.',
  'duplicate_member_phone_number': 'In dieser Organisation gibt es bereits ein Mitglied mit dieser Telefonnummer.',
  'passkey_unknown_error': 'Bei der Anmeldung mit dem Passkey ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'passkey_duplicate': 'Der Passkey kann nicht erstellt werden, da er offenbar bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und geräteübergreifend synchronisiert.',
  'passkey_not_created': 'Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Passkey erstellen“, um es erneut zu versuchen, oder überspringen Sie diesen Schritt ohne Passkey.',
  'webauthn_registration_not_found': 'Dieser Passkey wurde aus Ihrem Konto entfernt, ist aber noch in Ihrem Passwortmanager gespeichert. Entfernen Sie ihn dort oder melden Sie sich auf andere Weise an.',
  'crypto_connect_failed': '[Fehler] Verbindung zur Wallet fehlgeschlagen',
  'crypto_sign_failed': '[Fehler] Nachricht konnte nicht signiert werden',
  'consent_error_heading': 'Leider ist ein Fehler aufgetreten!',
  'consent_denied': 'Der Zugriff auf die Anwendung wurde verweigert.',
  'no_active_session': 'Keine aktive Sitzung gefunden. Bitte melden Sie sich an, um fortzufahren.',
  'session_expired': 'Die Anmeldung konnte nicht abgeschlossen werden, da die Sitzung bereits abgelaufen ist. Prüfen Sie Datum und Uhrzeit Ihres Geräts und versuchen Sie es dann erneut.',
  'network_error': 'Unsere Server sind nicht erreichbar.',
  'invalid_json': 'Ungültige JSON-Antwort von unseren Servern.',
  'invalid_response': 'Ungültige oder keine Antwort vom Server',
  'unknown_error': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
};

export default texts;
