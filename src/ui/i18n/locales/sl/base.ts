/** Slovenian (sl): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Nadaljuj',
  'common.back': 'Nazaj',
  'common.tryAgain': 'Poskusi znova',
  'common.close': 'Zapri',
  'common.poweredBy': 'Omogoča',
  'common.logo': 'Logotip',
  'common.providerName': 'Stytch',
  'field.email': 'E-pošta',
  'field.phoneNumber': 'Telefonska številka',
  'field.country': 'Država',
  'field.passcode': 'Vnesite enkratno kodo',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Oblika e-poštnega naslova ni veljavna.',
  'validation.invalidEmailAddress': 'Neveljaven e-poštni naslov.',
  'validation.phoneFormatInvalid': 'Oblika telefonske številke ni veljavna. Številka mora biti v obliki E.164.',
  'main.header': 'Registrirajte se ali se prijavite',
  'main.divider': 'ali',
  'main.tabsLabel': 'Način prijave',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-pošta',
  'main.tab.password': 'E-pošta',
  'main.error.passkeysAlone': 'Napaka: ključev za dostop ni mogoče uporabljati samostojno, v konfiguracijo dodajte še en izdelek.',
  'main.error.emlAndEmailOtp': 'Napaka: EML in enkratne kode po e-pošti (Email OTP) ni mogoče uporabljati hkrati',
  'main.passkeyButton': 'Prijava s ključem za dostop',
  'main.otherCryptoWallets': 'Nadaljuj z drugo kriptodenarnico',
  'main.sendLink': 'Nadaljuj',
  'main.sendCode': 'Nadaljuj',
};

export default texts;
