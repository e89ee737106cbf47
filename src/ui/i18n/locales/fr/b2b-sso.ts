/** French (fr): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Saisissez votre adresse e-mail pour continuer',
  'b2b.sso.connectionsTitle': 'Sélectionnez une connexion pour continuer',
  'b2b.sso.organizationTitle': 'Continuer vers {organization}',
  'b2b.sso.continueWith': 'Continuer avec {name}',
  'b2b.sso.noConnections': 'Cette organisation n’a pas encore de connexion d’authentification unique. Essayez une autre méthode.',
  'b2b.sso.fallbackTitle': 'Désolé, nous n’avons trouvé aucune connexion',
  'b2b.sso.fallbackBody': 'Saisissez l’identifiant unique de l’organisation pour continuer. Si vous ne le connaissez pas, connectez-vous avec une autre méthode pour voir toutes les organisations auxquelles vous avez accès.',
  'b2b.sso.slugField': 'Identifiant de l’organisation',
  'b2b.sso.slugRequired': 'Saisissez l’identifiant de l’organisation.',
  'b2b.sso.orgNotFound': 'Organisation introuvable. Veuillez réessayer.',
  'b2b.sso.landingFailedTitle': 'Nous n’avons pas pu vous connecter',
  'b2b.sso.tryAnotherMethod': 'Essayer une autre méthode',
  'b2b.sso.redirecting': 'Redirection vers {name}…',
  'b2b.sso.signingIn': 'Connexion en cours…',
};

export default texts;
