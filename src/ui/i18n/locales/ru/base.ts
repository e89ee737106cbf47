/** Russian (ru): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Продолжить',
  'common.back': 'Назад',
  'common.tryAgain': 'Повторить попытку',
  'common.close': 'Закрыть',
  'common.poweredBy': 'Работает на базе',
  'common.logo': 'Логотип',
  'common.providerName': 'Stytch',
  'field.email': 'Эл. почта',
  'field.phoneNumber': 'Номер телефона',
  'field.country': 'Страна',
  'field.passcode': 'Введите одноразовый код',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Неверный формат адреса эл. почты.',
  'validation.invalidEmailAddress': 'Недопустимый адрес эл. почты.',
  'validation.phoneFormatInvalid': 'Неверный формат номера телефона. Укажите номер в формате E.164.',
  'main.header': 'Вход или регистрация',
  'main.divider': 'или',
  'main.tabsLabel': 'Способ входа',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Эл. почта',
  'main.tab.password': 'Эл. почта',
  'main.error.passkeysAlone': 'Ошибка: ключи доступа нельзя использовать отдельно. Добавьте в конфигурацию ещё один продукт.',
  'main.error.emlAndEmailOtp': 'Ошибка: нельзя одновременно использовать EML и Email OTP',
  'main.passkeyButton': 'Войти с ключом доступа',
  'main.otherCryptoWallets': 'Продолжить с другим криптокошельком',
  'main.sendLink': 'Продолжить',
  'main.sendCode': 'Продолжить',
};

export default texts;
