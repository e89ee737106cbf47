/** Dutch (nl): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Doorgaan',
  'common.back': 'Terug',
  'common.tryAgain': 'Opnieuw proberen',
  'common.close': 'Sluiten',
  'common.poweredBy': 'Mogelijk gemaakt door',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail',
  'field.phoneNumber': 'Telefoonnummer',
  'field.country': 'Land',
  'field.passcode': 'Voer de eenmalige code in',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'De opmaak van het e-mailadres is ongeldig.',
  'validation.invalidEmailAddress': 'Ongeldig e-mailadres.',
  'validation.phoneFormatInvalid': 'De opmaak van het telefoonnummer is ongeldig. Zorg dat het telefoonnummer de E.164-notatie heeft.',
  'main.header': 'Registreren of inloggen',
  'main.divider': 'of',
  'main.tabsLabel': 'Inlogmethode',
  'main.tab.sms': 'Sms',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Fout: toegangssleutels kunnen niet als enige methode worden gebruikt. Voeg nog een product toe aan de configuratie.',
  'main.error.emlAndEmailOtp': 'Fout: EML en e-mail-OTP kunnen niet samen worden gebruikt.',
  'main.passkeyButton': 'Inloggen met toegangssleutel',
  'main.otherCryptoWallets': 'Doorgaan met andere cryptowallet',
  'main.sendLink': 'Doorgaan',
  'main.sendCode': 'Doorgaan',
};

export default texts;
