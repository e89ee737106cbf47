/** Bulgarian (bg): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Продължаване',
  'common.back': 'Назад',
  'common.tryAgain': 'Опитайте отново',
  'common.close': 'Затваряне',
  'common.poweredBy': 'С технологията на',
  'common.logo': 'Лого',
  'common.providerName': 'Stytch',
  'field.email': 'Имейл',
  'field.phoneNumber': 'Телефонен номер',
  'field.country': 'Държава',
  'field.passcode': 'Въведете еднократния код',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Невалиден формат на имейл адреса.',
  'validation.invalidEmailAddress': 'Невалиден имейл адрес.',
  'validation.phoneFormatInvalid': 'Невалиден формат на телефонния номер. Въведете номера във формат E.164.',
  'main.header': 'Вход или регистрация',
  'main.divider': 'или',
  'main.tabsLabel': 'Начин за вход',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Имейл',
  'main.tab.password': 'Имейл',
  'main.error.passkeysAlone': 'Грешка: ключовете за достъп не могат да се използват самостоятелно. Добавете още един продукт в конфигурацията.',
  'main.error.emlAndEmailOtp': 'Грешка: EML и Email OTP не могат да се използват едновременно',
  'main.passkeyButton': 'Вход с ключ за достъп',
  'main.otherCryptoWallets': 'Продължаване с друг криптопортфейл',
  'main.sendLink': 'Продължаване',
  'main.sendCode': 'Продължаване',
};

export default texts;
