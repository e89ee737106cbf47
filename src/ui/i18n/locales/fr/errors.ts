/** French (fr): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Le format de l’adresse e-mail n’est pas valide.',
  'invalid_phone_number': 'Le format du numéro de téléphone n’est pas valide. Vérifiez que le numéro est au format E.164.',
  'unsubscribed_phone_number': 'Ce numéro de téléphone est désabonné. Pour vous réabonner, envoyez « START » par SMS.',
  'inactive_email': 'Cette adresse e-mail est marquée comme inactive. Essayez une autre adresse e-mail ou contactez votre administrateur si vous pensez qu’il s’agit d’une erreur.',
  'unauthorized_credentials': 'L’adresse e-mail ou le mot de passe est incorrect.',
  'user_unauthenticated': 'Une session active est nécessaire pour effectuer cette action.',
  'email_not_found': 'Adresse e-mail introuvable.',
  'unable_to_auth_magic_link': 'Le lien de connexion n’a pas pu être validé, car il a déjà été utilisé ou a expiré. Veuillez réessayer.',
  'no_user_password': 'Aucun mot de passe n’est défini pour cet utilisateur.',
  'breached_password': 'Ce mot de passe figure dans une liste de mots de passe compromis et doit être réinitialisé.',
  'reset_password': 'Le mot de passe doit être réinitialisé.',
  'oauth_token_not_found': 'Jeton OAuth introuvable.',
  'invalid_code': 'Le format du code n’est pas valide. Veuillez réessayer.',
  'member_password_not_found': 'Mot de passe du membre introuvable.',
  'oauth_flow_callback_error': 'Une erreur s’est produite au retour de la connexion OAuth.',
  'unauthorized_action': 'Action non autorisée.',
  'user_lock_limit_reached': 'Trop de tentatives de connexion infructueuses. Veuillez réessayer plus tard.',
  'invalid_session_token': 'Jeton de session non valide.',
  'session_not_found': 'Session introuvable.',
  'invalid_phone_number_country_code': 'L’indicatif pays n’est pas valide, pas pris en charge ou désactivé.',
  'otp_code_not_found': 'Code à usage unique incorrect. Veuillez réessayer.',
  'duplicate_member_phone_number': 'Un membre de cette organisation utilise déjà ce numéro de téléphone.',
  'passkey_unknown_error': 'Une erreur inconnue s’est produite lors de l’authentification par clé d’accès. Veuillez réessayer.',
  'passkey_duplicate': 'Impossible de créer la clé d’accès, car elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil, puis synchronisée sur vos appareils.',
  'passkey_not_created': 'Votre clé d’accès n’a pas été créée. Cliquez sur « Créer une clé d’accès » pour réessayer, ou passez cette étape sans ajouter de clé d’accès.',
  'webauthn_registration_not_found': 'Cette clé d’accès a été supprimée de votre compte, mais elle est toujours enregistrée dans votre gestionnaire de mots de passe. Supprimez-la de celui-ci ou connectez-vous d’une autre manière.',
  'crypto_connect_failed': '[Erreur] Impossible de se connecter au portefeuille',
  'crypto_sign_failed': '[Erreur] Impossible de signer le message',
  'consent_error_heading': 'Il semble qu’une erreur se soit produite !',
  'consent_denied': 'L’accès à l’application a été refusé.',
  'no_active_session': 'Aucune session active détectée. Veuillez vous connecter pour continuer.',
  'session_expired': 'Impossible de terminer la connexion, car la session a déjà expiré. Vérifiez la date et l’heure de votre appareil, puis réessayez.',
  'network_error': 'Impossible de joindre nos serveurs.',
  'invalid_json': 'Réponse JSON non valide de nos serveurs.',
  'invalid_response': 'Réponse du serveur absente ou non valide',
  'unknown_error': 'Une erreur s’est produite. Veuillez réessayer.',
};

export default texts;
