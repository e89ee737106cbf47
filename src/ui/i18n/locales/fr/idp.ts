/** French (fr): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Se connecter à {clientName} avec {projectName}',
  'idp.titleCustomScopes': '{clientName} souhaite accéder à votre compte {projectName}',
  'idp.permissionsStandard': 'Autoriser {clientName} à :',
  'idp.permissionsCustom': '{clientName} demande l’autorisation de :',
  'idp.ungrantableNotice': 'Vous n’avez pas les droits nécessaires pour accorder à {clientName} l’accès à certains des périmètres demandés.',
  'idp.ungrantableList': 'Vous ne pouvez pas autoriser {clientName} à :',
  'idp.fallbackClientName': 'L’application',
  'idp.clientLogo': 'Logo de {clientName}',
  'idp.allow': 'Autoriser',
  'idp.deny': 'Refuser',
  'idp.loading': 'Chargement…',
  'idp.missingParameter': 'Un paramètre obligatoire est manquant : {param}. Veuillez contacter le développeur de l’application.',
  'idp.successTitle': 'C’est fait !',
  'idp.successBody': 'Connexion à {clientName} réussie. Vous pouvez fermer cette page.',
  'idp.redirecting': 'Retour vers {clientName}…',
  'idp.redirectNotRequested': 'Impossible de traiter cette demande : l’adresse de retour ne correspond pas à celle demandée par l’application. Veuillez contacter le développeur de l’application.',
  'idp.scope.openid': 'Vérifier votre identité',
  'idp.scope.openid.detail': 'Voir les informations enregistrées dans votre compte',
  'idp.scope.personalProfile': 'Voir les informations de votre profil personnel',
  'idp.scope.profile.detail': 'Votre nom, votre photo de profil et votre langue',
  'idp.scope.email.detail': 'Votre adresse e-mail',
  'idp.scope.phone.detail': 'Votre numéro de téléphone',
  'idp.scope.offline_access': 'Conserver l’accès à vos données même lorsque vous n’utilisez pas l’application',
  'idp.scope.full_access': 'Avoir un accès complet à votre compte',
  'idp.scope.custom': 'Utiliser le périmètre {scope}',
  'idp.logoutTitle': 'Se déconnecter ?',
  'idp.logoutBody': 'Voulez-vous vraiment vous déconnecter de votre compte {projectName} ?',
  'idp.yes': 'Oui',
  'idp.no': 'Non',
  'idp.logoutDeniedTitle': 'Session toujours active',
  'idp.logoutDenied': 'Vous êtes toujours connecté. Vous pouvez fermer cette page.',
};

export default texts;
