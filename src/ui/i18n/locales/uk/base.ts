/** Ukrainian (uk): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Продовжити',
  'common.back': 'Назад',
  'common.tryAgain': 'Спробувати ще раз',
  'common.close': 'Закрити',
  'common.poweredBy': 'Працює на основі',
  'common.logo': 'Логотип',
  'common.providerName': 'Stytch',
  'field.email': 'Ел. пошта',
  'field.phoneNumber': 'Номер телефону',
  'field.country': 'Країна',
  'field.passcode': 'Введіть одноразовий код',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Неправильний формат адреси ел. пошти.',
  'validation.invalidEmailAddress': 'Недійсна адреса ел. пошти.',
  'validation.phoneFormatInvalid': 'Неправильний формат номера телефону. Вкажіть номер у форматі E.164.',
  'main.header': 'Вхід або реєстрація',
  'main.divider': 'або',
  'main.tabsLabel': 'Спосіб входу',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Ел. пошта',
  'main.tab.password': 'Ел. пошта',
  'main.error.passkeysAlone': 'Помилка: ключі доступу не можна використовувати окремо. Додайте до конфігурації ще один продукт.',
  'main.error.emlAndEmailOtp': 'Помилка: не можна одночасно використовувати EML та Email OTP',
  'main.passkeyButton': 'Увійти з ключем доступу',
  'main.otherCryptoWallets': 'Продовжити з іншим криптогаманцем',
  'main.sendLink': 'Продовжити',
  'main.sendCode': 'Продовжити',
};

export default texts;
