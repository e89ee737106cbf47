/** French (fr): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Continuer',
  'common.back': 'Retour',
  'common.tryAgain': 'Réessayer',
  'common.close': 'Fermer',
  'common.poweredBy': 'Propulsé par',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'Adresse e-mail',
  'field.phoneNumber': 'Numéro de téléphone',
  'field.country': 'Pays',
  'field.passcode': 'Saisissez le code à usage unique',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Le format de l’adresse e-mail n’est pas valide.',
  'validation.invalidEmailAddress': 'Adresse e-mail non valide.',
  'validation.phoneFormatInvalid': 'Le format du numéro de téléphone n’est pas valide. Vérifiez que le numéro est au format E.164.',
  'main.header': 'Inscrivez-vous ou connectez-vous',
  'main.divider': 'ou',
  'main.tabsLabel': 'Méthode de connexion',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Erreur : les clés d’accès ne peuvent pas être utilisées seules. Ajoutez un autre produit à la configuration.',
  'main.error.emlAndEmailOtp': 'Erreur : impossible d’utiliser à la fois EML et OTP par e-mail',
  'main.passkeyButton': 'Se connecter avec une clé d’accès',
  'main.otherCryptoWallets': 'Continuer avec un autre portefeuille crypto',
  'main.sendLink': 'Continuer',
  'main.sendCode': 'Continuer',
};

export default texts;
