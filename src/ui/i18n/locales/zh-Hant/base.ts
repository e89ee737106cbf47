/** Traditional Chinese (zh-Hant): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': '繼續',
  'common.back': '返回',
  'common.tryAgain': '重試',
  'common.close': '關閉',
  'common.poweredBy': '技術支援：',
  'common.logo': '標誌',
  'common.providerName': 'Stytch',
  'field.email': '電子郵件',
  'field.phoneNumber': '電話號碼',
  'field.country': '國家/地區',
  'field.passcode': '輸入驗證碼',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': '電子郵件格式無效。',
  'validation.invalidEmailAddress': '電子郵件地址無效。',
  'validation.phoneFormatInvalid': '電話號碼格式無效。請確認電話號碼採用 E.164 格式。',
  'main.header': '註冊或登入',
  'main.divider': '或',
  'main.tabsLabel': '登入方式',
  'main.tab.sms': '簡訊',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': '電子郵件',
  'main.tab.password': '電子郵件',
  'main.error.passkeysAlone': '錯誤：無法單獨使用密碼金鑰，請在設定中加入其他產品。',
  'main.error.emlAndEmailOtp': '錯誤：無法同時使用 EML 和電子郵件 OTP',
  'main.passkeyButton': '使用密碼金鑰登入',
  'main.otherCryptoWallets': '使用其他加密錢包繼續',
  'main.sendLink': '繼續',
  'main.sendCode': '繼續',
};

export default texts;
