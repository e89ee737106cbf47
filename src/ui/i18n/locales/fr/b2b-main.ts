/** French (fr): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Inscrivez-vous ou connectez-vous',
  'b2b.main.continue': 'Continuer',
  'b2b.main.invalidEmail': 'Le format de l’adresse e-mail n’est pas valide.',
  'b2b.main.or': 'ou',
  'b2b.main.sso': 'Utiliser l’authentification unique',
  'b2b.main.password': 'Utiliser plutôt un mot de passe',
  'b2b.main.signingIn': 'Connexion en cours…',
  'b2b.signedIn.title': 'C’est fait !',
  'b2b.signedIn.body': 'Connexion réussie.',
  'b2b.signedIn.bodyWithOrganization': 'Connexion à {organization} réussie.',
  'b2b.primaryRequired.title': 'Une autre méthode de connexion est requise',
  'b2b.primaryRequired.body': '{organization} exige que vous vous connectiez avec une autre méthode. Revenez en arrière et choisissez une méthode autorisée.',
  'b2b.primaryRequired.goBack': 'Retour',
};

export default texts;
