/** French (fr): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'C’est fait !',
  'passkey.successBody': 'Votre clé d’accès a bien été authentifiée.',
  'passkey.checkingSession': 'Vérification de votre session…',
  'passkey.noActiveUser': 'Erreur : impossible d’utiliser le composant PasskeyRegistration sans utilisateur authentifié actif.',
  'passkey.registrationTitle': 'Configurer une nouvelle clé d’accès',
  'passkey.registrationBody': 'Les clés d’accès vous permettent de vous connecter avec votre empreinte digitale, votre visage ou le verrouillage de l’écran, au lieu d’un mot de passe ou d’un code.',
  'passkey.create': 'Créer une clé d’accès',
  'passkey.skip': 'Passer',
  'passkey.createdTitle': 'Clé d’accès créée !',
  'passkey.skippedTitle': 'Vos clés d’accès',
  'passkey.setUpAnother': 'Configurer une autre clé d’accès',
  'passkey.done': 'Terminé',
  'passkey.existingPasskeys': 'Clés d’accès existantes',
  'passkey.listNoActiveUser': 'Erreur : impossible d’utiliser le composant PasskeyList sans utilisateur authentifié actif.',
  'passkey.listEmpty': 'Aucune clé d’accès pour le moment.',
  'passkey.listLoading': 'Chargement de vos clés d’accès…',
  'passkey.created': 'Créée le {date}',
  'passkey.lastUsed': 'Dernière utilisation le {date}',
  'passkey.neverUsed': 'Jamais utilisée',
  'passkey.rename': 'Renommer',
  'passkey.renameLabel': 'Renommer {name}',
  'passkey.nameLabel': 'Nom de la clé d’accès',
  'passkey.nameRequired': 'Saisissez un nom pour cette clé d’accès.',
  'passkey.nameHint': 'Appuyez sur Entrée pour enregistrer ou sur Échap pour annuler.',
  'passkey.save': 'Enregistrer',
  'passkey.delete': 'Supprimer',
  'passkey.deleteLabel': 'Supprimer {name}',
  'passkey.cancel': 'Annuler',
  'passkey.deleteConfirm': 'Supprimer la clé d’accès {name} ?',
  'passkey.deleteWarning': 'Une clé d’accès supprimée ne permet plus de se connecter. Supprimez-la également de votre gestionnaire de mots de passe.',
};

export default texts;
