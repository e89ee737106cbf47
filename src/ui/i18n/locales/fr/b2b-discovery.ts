/** French (fr): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Sélectionnez une organisation pour continuer',
  'b2b.discovery.continue': 'Continuer',
  'b2b.discovery.acceptInvite': 'Accepter l’invitation',
  'b2b.discovery.join': 'Rejoindre',
  'b2b.discovery.create': 'Créer une organisation',
  'b2b.discovery.working': 'Connexion en cours…',
  'b2b.discovery.none.title': '{email} n’appartient à aucune organisation.',
  'b2b.discovery.none.askAdmin': 'Vérifiez que votre adresse e-mail est correcte. Sinon, il se peut que votre administrateur doive vous inviter.',
  'b2b.discovery.none.createTitle': 'Créez une organisation pour commencer',
  'b2b.discovery.none.createBody': '{email} n’a pas de compte. Vous pensez qu’il s’agit d’une erreur ? Essayez une autre adresse e-mail ou contactez votre administrateur.',
  'b2b.discovery.none.tryAgain': 'Essayer une autre adresse e-mail',
  'b2b.discovery.createForm.title': 'Créer une organisation',
  'b2b.discovery.createForm.name': 'Nom de l’organisation',
  'b2b.discovery.createForm.slug': 'Identifiant de l’organisation',
  'b2b.discovery.createForm.url': 'Adresse de votre organisation : {url}',
  'b2b.discovery.createForm.submit': 'Créer l’organisation',
  'b2b.discovery.createForm.nameRequired': 'Saisissez un nom pour votre organisation.',
  'b2b.discovery.createForm.slugInvalid': 'Utilisez de 2 à 128 lettres, chiffres, traits d’union, points, traits de soulignement ou tildes.',
};

export default texts;
