/** Japanese (ja): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': '続行',
  'common.back': '戻る',
  'common.tryAgain': '再試行',
  'common.close': '閉じる',
  'common.poweredBy': '提供：',
  'common.logo': 'ロゴ',
  'common.providerName': 'Stytch',
  'field.email': 'メールアドレス',
  'field.phoneNumber': '電話番号',
  'field.country': '国',
  'field.passcode': 'パスコードを入力',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'メールアドレスの形式が正しくありません。',
  'validation.invalidEmailAddress': 'メールアドレスが無効です。',
  'validation.phoneFormatInvalid': '電話番号の形式が正しくありません。E.164 形式で入力してください。',
  'main.header': '新規登録またはログイン',
  'main.divider': 'または',
  'main.tabsLabel': 'ログイン方法',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'メール',
  'main.tab.password': 'メール',
  'main.error.passkeysAlone': 'エラー：パスキーは単独では使用できません。設定に別のプロダクトを追加してください。',
  'main.error.emlAndEmailOtp': 'エラー：EML とメール OTP は同時に使用できません',
  'main.passkeyButton': 'パスキーでログイン',
  'main.otherCryptoWallets': '他の暗号資産ウォレットで続行',
  'main.sendLink': '続行',
  'main.sendCode': '続行',
};

export default texts;
