/** Croatian (hr): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Nastavi',
  'common.back': 'Natrag',
  'common.tryAgain': 'Pokušaj ponovno',
  'common.close': 'Zatvori',
  'common.poweredBy': 'Pokreće',
  'common.logo': 'Logotip',
  'common.providerName': 'Stytch',
  'field.email': 'E-pošta',
  'field.phoneNumber': 'Telefonski broj',
  'field.country': 'Država',
  'field.passcode': 'Unesite jednokratni kod',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Format adrese e-pošte nije valjan.',
  'validation.invalidEmailAddress': 'Nevažeća adresa e-pošte.',
  'validation.phoneFormatInvalid': 'Format telefonskog broja nije valjan. Provjerite je li broj u formatu E.164.',
  'main.header': 'Registrirajte se ili se prijavite',
  'main.divider': 'ili',
  'main.tabsLabel': 'Način prijave',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-pošta',
  'main.tab.password': 'E-pošta',
  'main.error.passkeysAlone': 'Pogreška: pristupni ključevi ne mogu se koristiti samostalno, dodajte još jedan proizvod u konfiguraciju.',
  'main.error.emlAndEmailOtp': 'Pogreška: EML i jednokratni kod e-poštom (Email OTP) ne mogu se koristiti istodobno',
  'main.passkeyButton': 'Prijava pristupnim ključem',
  'main.otherCryptoWallets': 'Nastavi s drugim kriptonovčanikom',
  'main.sendLink': 'Nastavi',
  'main.sendCode': 'Nastavi',
};

export default texts;
