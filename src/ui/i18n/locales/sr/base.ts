/** Serbian (sr): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Настави',
  'common.back': 'Назад',
  'common.tryAgain': 'Покушај поново',
  'common.close': 'Затвори',
  'common.poweredBy': 'Покреће',
  'common.logo': 'Логотип',
  'common.providerName': 'Stytch',
  'field.email': 'Имејл',
  'field.phoneNumber': 'Број телефона',
  'field.country': 'Земља',
  'field.passcode': 'Унесите једнократни код',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Формат имејл адресе није исправан.',
  'validation.invalidEmailAddress': 'Неважећа имејл адреса.',
  'validation.phoneFormatInvalid': 'Формат броја телефона није исправан. Унесите број у формату E.164.',
  'main.header': 'Пријава или регистрација',
  'main.divider': 'или',
  'main.tabsLabel': 'Начин пријаве',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Имејл',
  'main.tab.password': 'Имејл',
  'main.error.passkeysAlone': 'Грешка: приступни кључеви не могу да се користе сами. Додајте још један производ у конфигурацију.',
  'main.error.emlAndEmailOtp': 'Грешка: EML и Email OTP не могу да се користе истовремено',
  'main.passkeyButton': 'Пријава приступним кључем',
  'main.otherCryptoWallets': 'Настави са другим крипто новчаником',
  'main.sendLink': 'Настави',
  'main.sendCode': 'Настави',
};

export default texts;
