/** French (fr): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Mot de passe',
  'password.newPassword': 'Nouveau mot de passe',
  'password.showPassword': 'Afficher le mot de passe',
  'password.createTitle': 'Créer un compte',
  'password.createBody': 'Choisissez un mot de passe pour {email}.',
  'password.loginTitle': 'Connexion',
  'password.loginBody': 'Saisissez le mot de passe de {email}.',
  'password.forgot': 'Mot de passe oublié ?',
  'password.createInstead': 'Créer plutôt un mot de passe',
  'password.emailLinkInstead': 'Recevoir un lien de connexion par e-mail',
  'password.emailCodeInstead': 'Recevoir un code par e-mail',
  'password.strengthLabel': 'Robustesse du mot de passe',
  'password.strength.veryWeak': 'Très faible',
  'password.strength.weak': 'Faible',
  'password.strength.strong': 'Fort',
  'password.strength.veryStrong': 'Très fort',
  'password.requirementsLabel': 'Critères du mot de passe',
  'password.requirementMet': 'Validé :',
  'password.requirementUnmet': 'Pas encore :',
  'password.luds.length': { one: 'Doit comporter au moins {count} caractère', many: 'Doit comporter au moins {count} de caractères', other: 'Doit comporter au moins {count} caractères' },
  'password.luds.complexity': { one: 'Doit contenir {count} des éléments suivants : majuscule, minuscule, chiffre, symbole', many: 'Doit contenir {count} des éléments suivants : majuscule, minuscule, chiffre, symbole', other: 'Doit contenir {count} des éléments suivants : majuscule, minuscule, chiffre, symbole' },
  'password.luds.breached': 'Ce mot de passe a peut-être été utilisé sur un autre site victime d’un incident de sécurité. Veuillez choisir un autre mot de passe.',
  'password.forgotTitle': 'Consultez vos e-mails pour obtenir de l’aide à la connexion !',
  'password.forgotBody': 'Nous avons envoyé à {email} un e-mail contenant un lien pour réinitialiser votre mot de passe. Suivez ce lien pour choisir un nouveau mot de passe.',
  'password.setNewTitle': 'Consultez vos e-mails !',
  'password.setNewBody': 'Nous avons envoyé un e-mail à {email}. Suivez le lien qu’il contient pour définir un mot de passe pour votre compte.',
  'password.dedupeTitle': 'Consultez vos e-mails pour définir un nouveau mot de passe',
  'password.dedupeBody': 'Nous voulons nous assurer que votre compte est sécurisé et que c’est bien vous qui vous connectez ! Nous avons envoyé un e-mail à {email}. Suivez le lien qu’il contient pour définir un nouveau mot de passe.',
  'password.breachedTitle': 'Consultez vos e-mails pour réinitialiser votre mot de passe',
  'password.breachedBody': 'Pour protéger votre compte, nous avons envoyé un e-mail à {email}. Suivez le lien qu’il contient pour choisir un nouveau mot de passe que vous n’avez jamais utilisé ailleurs.',
  'password.didntGetIt': 'Vous ne l’avez pas reçu ?',
  'password.resend': 'Renvoyer l’e-mail',
  'password.emailResent': 'E-mail renvoyé',
  'password.loggingIn': 'Connexion en cours…',
  'password.resetTitle': 'Réinitialisez votre mot de passe',
  'password.resetBody': 'Choisissez un nouveau mot de passe pour votre compte.',
  'password.requestNewBody': 'Saisissez votre adresse e-mail et nous vous enverrons un nouveau lien.',
  'password.sendNewEmail': 'Envoyer un nouvel e-mail',
  'password.confirmationTitle': 'C’est fait !',
  'password.confirmationBody': 'Connexion réussie.',
};

export default texts;
