/** Latvian (lv): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Turpināt',
  'common.back': 'Atpakaļ',
  'common.tryAgain': 'Mēģināt vēlreiz',
  'common.close': 'Aizvērt',
  'common.poweredBy': 'Darbina',
  'common.logo': 'Logotips',
  'common.providerName': 'Stytch',
  'field.email': 'E-pasts',
  'field.phoneNumber': 'Tālruņa numurs',
  'field.country': 'Valsts',
  'field.passcode': 'Ievadiet vienreizējo kodu',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Nederīgs e-pasta formāts.',
  'validation.invalidEmailAddress': 'Nederīga e-pasta adrese.',
  'validation.phoneFormatInvalid': 'Nederīgs tālruņa numura formāts. Pārliecinieties, ka numurs ir E.164 formātā.',
  'main.header': 'Reģistrējieties vai pierakstieties',
  'main.divider': 'vai',
  'main.tabsLabel': 'Pierakstīšanās veids',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-pasts',
  'main.tab.password': 'E-pasts',
  'main.error.passkeysAlone': 'Kļūda: piekļuves atslēgas nevar izmantot atsevišķi, pievienojiet konfigurācijai vēl vienu produktu.',
  'main.error.emlAndEmailOtp': 'Kļūda: nevar vienlaikus izmantot EML un vienreizējo kodu e-pastā (Email OTP)',
  'main.passkeyButton': 'Pierakstīties ar piekļuves atslēgu',
  'main.otherCryptoWallets': 'Turpināt ar citu kriptomaku',
  'main.sendLink': 'Turpināt',
  'main.sendCode': 'Turpināt',
};

export default texts;
