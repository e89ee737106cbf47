/** French (fr): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Mot de passe',
  'b2b.password.newField': 'Nouveau mot de passe',
  'b2b.password.show': 'Afficher le mot de passe',
  'b2b.password.required': 'Saisissez votre mot de passe.',
  'b2b.password.loginTitle': 'Connexion par e-mail et mot de passe',
  'b2b.password.loginOrganization': 'Connexion à {organization}',
  'b2b.password.forgot': 'Mot de passe oublié ?',
  'b2b.password.forgotTitle': 'Réinitialisez votre mot de passe',
  'b2b.password.forgotOrganization': 'Nous vous enverrons par e-mail un lien de connexion pour accéder directement à votre compte ou réinitialiser votre mot de passe si vous en avez un.',
  'b2b.password.forgotDiscovery': 'Nous vous enverrons par e-mail un lien de vérification pour créer un compte ou réinitialiser votre mot de passe si vous en avez un.',
  'b2b.password.noPasswordTitle': 'Définir un mot de passe par e-mail',
  'b2b.password.noPasswordBody': 'Vous n’avez pas encore de mot de passe. Nous vous enverrons par e-mail un lien pour en définir un.',
  'b2b.password.breachedTitle': 'Choisissez un nouveau mot de passe',
  'b2b.password.breachedBody': 'Nous vous enverrons par e-mail un lien pour choisir un nouveau mot de passe que vous n’avez jamais utilisé ailleurs.',
  'b2b.password.sendLink': 'Recevoir un lien par e-mail',
  'b2b.password.sentTitle': 'Consultez vos e-mails',
  'b2b.password.sentBody': 'Un lien pour réinitialiser votre mot de passe a été envoyé à {email}.',
  'b2b.password.didntGetIt': 'Vous ne l’avez pas reçu ?',
  'b2b.password.resend': 'Renvoyer l’e-mail',
  'b2b.password.resent': 'E-mail renvoyé',
  'b2b.password.setNewTitle': 'Définissez un nouveau mot de passe',
  'b2b.password.setNewBody': 'Choisissez un nouveau mot de passe pour votre compte.',
  'b2b.password.noToken': 'Cette page a été ouverte sans lien de réinitialisation du mot de passe. Ouvrez de nouveau le lien reçu par e-mail.',
  'b2b.password.strengthScore': 'Robustesse du mot de passe : {score} sur 4.',
  'b2b.password.accepted': 'Mot de passe accepté.',
  'b2b.password.notAccepted': 'Mot de passe refusé.',
  'b2b.password.requirementsLabel': 'Critères du mot de passe',
  'b2b.password.requirementMet': 'Validé :',
  'b2b.password.requirementUnmet': 'Pas encore :',
  'b2b.password.minimumLength': { one: 'Doit comporter au moins {count} caractère', many: 'Doit comporter au moins {count} de caractères', other: 'Doit comporter au moins {count} caractères' },
  'b2b.password.complexity': { one: 'Doit contenir {count} des éléments suivants : majuscule, minuscule, chiffre, symbole', many: 'Doit contenir {count} des éléments suivants : majuscule, minuscule, chiffre, symbole', other: 'Doit contenir {count} des éléments suivants : majuscule, minuscule, chiffre, symbole' },
  'b2b.password.breached': 'Ce mot de passe a peut-être été utilisé sur un autre site victime d’un incident de sécurité. Veuillez choisir un autre mot de passe.',
};

export default texts;
