/** Romanian (ro): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Continuați',
  'common.back': 'Înapoi',
  'common.tryAgain': 'Încercați din nou',
  'common.close': 'Închideți',
  'common.poweredBy': 'Oferit de',
  'common.logo': 'Siglă',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail',
  'field.phoneNumber': 'Număr de telefon',
  'field.country': 'Țară',
  'field.passcode': 'Introduceți codul de verificare',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Formatul adresei de e-mail nu este valid.',
  'validation.invalidEmailAddress': 'Adresă de e-mail nevalidă.',
  'validation.phoneFormatInvalid': 'Formatul numărului de telefon nu este valid. Asigurați-vă că numărul de telefon este în formatul E.164.',
  'main.header': 'Înregistrați-vă sau conectați-vă',
  'main.divider': 'sau',
  'main.tabsLabel': 'Metodă de conectare',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Eroare: cheile de acces nu pot fi folosite singure. Adăugați alt produs în configurație.',
  'main.error.emlAndEmailOtp': 'Eroare: EML și OTP prin e-mail nu pot fi folosite împreună',
  'main.passkeyButton': 'Conectați-vă cu o cheie de acces',
  'main.otherCryptoWallets': 'Continuați cu alt portofel cripto',
  'main.sendLink': 'Continuați',
  'main.sendCode': 'Continuați',
};

export default texts;
