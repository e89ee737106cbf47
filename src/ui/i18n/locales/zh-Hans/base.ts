/** Simplified Chinese (zh-Hans): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': '继续',
  'common.back': '返回',
  'common.tryAgain': '重试',
  'common.close': '关闭',
  'common.poweredBy': '技术支持：',
  'common.logo': '徽标',
  'common.providerName': 'Stytch',
  'field.email': '邮箱',
  'field.phoneNumber': '电话号码',
  'field.country': '国家/地区',
  'field.passcode': '输入验证码',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': '邮箱格式无效。',
  'validation.invalidEmailAddress': '邮箱地址无效。',
  'validation.phoneFormatInvalid': '电话号码格式无效。请确保电话号码为 E.164 格式。',
  'main.header': '注册或登录',
  'main.divider': '或',
  'main.tabsLabel': '登录方式',
  'main.tab.sms': '短信',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': '邮箱',
  'main.tab.password': '邮箱',
  'main.error.passkeysAlone': '错误：不能单独使用通行密钥，请在配置中添加其他产品。',
  'main.error.emlAndEmailOtp': '错误：不能同时使用 EML 和邮件 OTP',
  'main.passkeyButton': '使用通行密钥登录',
  'main.otherCryptoWallets': '使用其他加密钱包继续',
  'main.sendLink': '继续',
  'main.sendCode': '继续',
};

export default texts;
