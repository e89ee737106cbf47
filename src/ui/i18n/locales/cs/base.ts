/** Czech (cs): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Pokračovat',
  'common.back': 'Zpět',
  'common.tryAgain': 'Zkusit znovu',
  'common.close': 'Zavřít',
  'common.poweredBy': 'Využívá technologii',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail',
  'field.phoneNumber': 'Telefonní číslo',
  'field.country': 'Země',
  'field.passcode': 'Zadejte jednorázový kód',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Neplatný formát e-mailové adresy.',
  'validation.invalidEmailAddress': 'Neplatná e-mailová adresa.',
  'validation.phoneFormatInvalid': 'Neplatný formát telefonního čísla. Zadejte číslo ve formátu E.164.',
  'main.header': 'Registrace nebo přihlášení',
  'main.divider': 'nebo',
  'main.tabsLabel': 'Způsob přihlášení',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Chyba: přístupové klíče nelze používat samostatně. Přidejte do konfigurace další produkt.',
  'main.error.emlAndEmailOtp': 'Chyba: nelze současně používat EML a Email OTP',
  'main.passkeyButton': 'Přihlásit se přístupovým klíčem',
  'main.otherCryptoWallets': 'Pokračovat s jinou kryptopeněženkou',
  'main.sendLink': 'Pokračovat',
  'main.sendCode': 'Pokračovat',
};

export default texts;
