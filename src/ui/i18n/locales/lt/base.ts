/** Lithuanian (lt): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Tęsti',
  'common.back': 'Atgal',
  'common.tryAgain': 'Bandyti dar kartą',
  'common.close': 'Uždaryti',
  'common.poweredBy': 'Veikia su',
  'common.logo': 'Logotipas',
  'common.providerName': 'Stytch',
  'field.email': 'El. paštas',
  'field.phoneNumber': 'Telefono numeris',
  'field.country': 'Šalis',
  'field.passcode': 'Įveskite vienkartinį kodą',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Netinkamas el. pašto formatas.',
  'validation.invalidEmailAddress': 'Netinkamas el. pašto adresas.',
  'validation.phoneFormatInvalid': 'Netinkamas telefono numerio formatas. Įsitikinkite, kad numeris nurodytas E.164 formatu.',
  'main.header': 'Užsiregistruokite arba prisijunkite',
  'main.divider': 'arba',
  'main.tabsLabel': 'Prisijungimo būdas',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'El. paštas',
  'main.tab.password': 'El. paštas',
  'main.error.passkeysAlone': 'Klaida: prieigos raktų negalima naudoti atskirai, pridėkite į konfigūraciją dar vieną produktą.',
  'main.error.emlAndEmailOtp': 'Klaida: negalima kartu naudoti EML ir vienkartinio kodo el. paštu (Email OTP)',
  'main.passkeyButton': 'Prisijungti prieigos raktu',
  'main.otherCryptoWallets': 'Tęsti su kita kriptovaliutų pinigine',
  'main.sendLink': 'Tęsti',
  'main.sendCode': 'Tęsti',
};

export default texts;
