/** Polish (pl): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Dalej',
  'common.back': 'Wstecz',
  'common.tryAgain': 'Spróbuj ponownie',
  'common.close': 'Zamknij',
  'common.poweredBy': 'Obsługiwane przez',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail',
  'field.phoneNumber': 'Numer telefonu',
  'field.country': 'Kraj',
  'field.passcode': 'Wpisz kod jednorazowy',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Nieprawidłowy format adresu e-mail.',
  'validation.invalidEmailAddress': 'Nieprawidłowy adres e-mail.',
  'validation.phoneFormatInvalid': 'Nieprawidłowy format numeru telefonu. Podaj numer w formacie E.164.',
  'main.header': 'Zarejestruj się lub zaloguj',
  'main.divider': 'lub',
  'main.tabsLabel': 'Metoda logowania',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Błąd: kluczy dostępu nie można używać samodzielnie. Dodaj do konfiguracji jeszcze jeden produkt.',
  'main.error.emlAndEmailOtp': 'Błąd: nie można jednocześnie używać EML i Email OTP',
  'main.passkeyButton': 'Zaloguj się kluczem dostępu',
  'main.otherCryptoWallets': 'Kontynuuj z innym portfelem kryptowalut',
  'main.sendLink': 'Dalej',
  'main.sendCode': 'Dalej',
};

export default texts;
