/** Danish (da): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Fortsæt',
  'common.back': 'Tilbage',
  'common.tryAgain': 'Prøv igen',
  'common.close': 'Luk',
  'common.poweredBy': 'Leveret af',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail',
  'field.phoneNumber': 'Telefonnummer',
  'field.country': 'Land',
  'field.passcode': 'Indtast engangskode',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'E-mailadressens format er ugyldigt.',
  'validation.invalidEmailAddress': 'Ugyldig e-mailadresse.',
  'validation.phoneFormatInvalid': 'Telefonnummerets format er ugyldigt. Sørg for, at telefonnummeret er i E.164-format.',
  'main.header': 'Tilmeld dig eller log ind',
  'main.divider': 'eller',
  'main.tabsLabel': 'Loginmetode',
  'main.tab.sms': 'Sms',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Fejl: Adgangsnøgler kan ikke bruges alene. Tilføj et andet produkt til konfigurationen.',
  'main.error.emlAndEmailOtp': 'Fejl: EML og e-mail-OTP kan ikke bruges samtidig.',
  'main.passkeyButton': 'Log ind med adgangsnøgle',
  'main.otherCryptoWallets': 'Fortsæt med en anden kryptowallet',
  'main.sendLink': 'Fortsæt',
  'main.sendCode': 'Fortsæt',
};

export default texts;
