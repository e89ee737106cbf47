/** Slovak (sk): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Pokračovať',
  'common.back': 'Späť',
  'common.tryAgain': 'Skúsiť znova',
  'common.close': 'Zavrieť',
  'common.poweredBy': 'Používa technológiu',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail',
  'field.phoneNumber': 'Telefónne číslo',
  'field.country': 'Krajina',
  'field.passcode': 'Zadajte jednorazový kód',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Formát e-mailu je neplatný.',
  'validation.invalidEmailAddress': 'Neplatná e-mailová adresa.',
  'validation.phoneFormatInvalid': 'Formát telefónneho čísla je neplatný. Skontrolujte, či je číslo vo formáte E.164.',
  'main.header': 'Zaregistrujte sa alebo sa prihláste',
  'main.divider': 'alebo',
  'main.tabsLabel': 'Spôsob prihlásenia',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Chyba: Prístupové kľúče nemožno použiť samostatne, pridajte do konfigurácie ďalší produkt.',
  'main.error.emlAndEmailOtp': 'Chyba: EML a jednorazový kód e-mailom (Email OTP) nemožno použiť súčasne',
  'main.passkeyButton': 'Prihlásiť sa prístupovým kľúčom',
  'main.otherCryptoWallets': 'Pokračovať s inou kryptopeňaženkou',
  'main.sendLink': 'Pokračovať',
  'main.sendCode': 'Pokračovať',
};

export default texts;
