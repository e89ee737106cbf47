/** Swedish (sv): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Fortsätt',
  'common.back': 'Tillbaka',
  'common.tryAgain': 'Försök igen',
  'common.close': 'Stäng',
  'common.poweredBy': 'Drivs av',
  'common.logo': 'Logotyp',
  'common.providerName': 'Stytch',
  'field.email': 'E-post',
  'field.phoneNumber': 'Telefonnummer',
  'field.country': 'Land',
  'field.passcode': 'Ange engångskod',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'E-postadressens format är ogiltigt.',
  'validation.invalidEmailAddress': 'Ogiltig e-postadress.',
  'validation.phoneFormatInvalid': 'Telefonnumrets format är ogiltigt. Se till att telefonnumret har formatet E.164.',
  'main.header': 'Registrera dig eller logga in',
  'main.divider': 'eller',
  'main.tabsLabel': 'Inloggningsmetod',
  'main.tab.sms': 'Sms',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-post',
  'main.tab.password': 'E-post',
  'main.error.passkeysAlone': 'Fel: Lösennycklar kan inte användas ensamma. Lägg till ytterligare en produkt i konfigurationen.',
  'main.error.emlAndEmailOtp': 'Fel: EML och e-post-OTP kan inte användas samtidigt.',
  'main.passkeyButton': 'Logga in med lösennyckel',
  'main.otherCryptoWallets': 'Fortsätt med en annan kryptoplånbok',
  'main.sendLink': 'Fortsätt',
  'main.sendCode': 'Fortsätt',
};

export default texts;
