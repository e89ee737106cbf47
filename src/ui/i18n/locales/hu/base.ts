/** Hungarian (hu): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Tovább',
  'common.back': 'Vissza',
  'common.tryAgain': 'Újrapróbálkozás',
  'common.close': 'Bezárás',
  'common.poweredBy': 'Működteti:',
  'common.logo': 'Logó',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail-cím',
  'field.phoneNumber': 'Telefonszám',
  'field.country': 'Ország',
  'field.passcode': 'Adja meg az egyszeri kódot',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Az e-mail-cím formátuma érvénytelen.',
  'validation.invalidEmailAddress': 'Érvénytelen e-mail-cím.',
  'validation.phoneFormatInvalid': 'A telefonszám formátuma érvénytelen. Ellenőrizze, hogy a szám E.164 formátumú-e.',
  'main.header': 'Regisztráció vagy bejelentkezés',
  'main.divider': 'vagy',
  'main.tabsLabel': 'Bejelentkezési mód',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Hiba: az azonosítókulcsok önmagukban nem használhatók, adjon hozzá egy másik terméket a konfigurációhoz.',
  'main.error.emlAndEmailOtp': 'Hiba: az EML és az e-mailes egyszeri kód (Email OTP) nem használható egyszerre',
  'main.passkeyButton': 'Bejelentkezés azonosítókulccsal',
  'main.otherCryptoWallets': 'Folytatás másik kriptotárcával',
  'main.sendLink': 'Tovább',
  'main.sendCode': 'Tovább',
};

export default texts;
