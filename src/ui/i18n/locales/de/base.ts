/** German (de): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Weiter',
  'common.back': 'Zurück',
  'common.tryAgain': 'Erneut versuchen',
  'common.close': 'Schließen',
  'common.poweredBy': 'Bereitgestellt von',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-Mail',
  'field.phoneNumber': 'Telefonnummer',
  'field.country': 'Land',
  'field.passcode': 'Einmalcode eingeben',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Das E-Mail-Format ist ungültig.',
  'validation.invalidEmailAddress': 'Ungültige E-Mail-Adresse.',
  'validation.phoneFormatInvalid': 'Das Format der Telefonnummer ist ungültig. Die Telefonnummer muss im E.164-Format angegeben werden.',
  'main.header': 'Registrieren oder anmelden',
  'main.divider': 'oder',
  'main.tabsLabel': 'Anmeldemethode',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-Mail',
  'main.tab.password': 'E-Mail',
  'main.error.passkeysAlone': 'Fehler: Passkeys können nicht allein verwendet werden. Fügen Sie der Konfiguration ein weiteres Produkt hinzu.',
  'main.error.emlAndEmailOtp': 'Fehler: EML und E-Mail-OTP können nicht gleichzeitig verwendet werden.',
  'main.passkeyButton': 'Mit Passkey anmelden',
  'main.otherCryptoWallets': 'Weiter mit anderer Krypto-Wallet',
  'main.sendLink': 'Weiter',
  'main.sendCode': 'Weiter',
};

export default texts;
