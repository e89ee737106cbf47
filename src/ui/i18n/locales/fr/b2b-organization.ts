/** French (fr): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Recherche de votre organisation…',
  'b2b.organization.notFound.title': 'Nous n’avons pas trouvé votre organisation',
  'b2b.organization.notFound.body': 'Aucune organisation ne correspond à l’adresse « {slug} ». Vérifiez le lien que vous avez suivi ou demandez-le à votre administrateur.',
  'b2b.organization.notFound.noSlug': 'Cette page n’indique aucune organisation. Utilisez le lien fourni par votre administrateur.',
  'b2b.organization.loadFailed.retry': 'Réessayer',
  'b2b.organization.title': 'Continuer vers {organization}',
  'b2b.organization.sso': 'Continuer avec {connection}',
  'b2b.organization.continue': 'Continuer',
  'b2b.organization.invalidEmail': 'Le format de l’adresse e-mail n’est pas valide.',
  'b2b.organization.or': 'ou',
  'b2b.organization.password': 'Utiliser plutôt un mot de passe',
  'b2b.organization.noMethods': '{organization} n’autorise aucune des méthodes de connexion de cette page. Contactez votre administrateur.',
};

export default texts;
