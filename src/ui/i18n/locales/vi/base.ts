/** Vietnamese (vi): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Tiếp tục',
  'common.back': 'Quay lại',
  'common.tryAgain': 'Thử lại',
  'common.close': 'Đóng',
  'common.poweredBy': 'Cung cấp bởi',
  'common.logo': 'Biểu trưng',
  'common.providerName': 'Stytch',
  'field.email': 'Email',
  'field.phoneNumber': 'Số điện thoại',
  'field.country': 'Quốc gia',
  'field.passcode': 'Nhập mã xác minh',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Định dạng email không hợp lệ.',
  'validation.invalidEmailAddress': 'Địa chỉ email không hợp lệ.',
  'validation.phoneFormatInvalid': 'Định dạng số điện thoại không hợp lệ. Hãy đảm bảo số điện thoại theo định dạng E.164.',
  'main.header': 'Đăng ký hoặc đăng nhập',
  'main.divider': 'hoặc',
  'main.tabsLabel': 'Phương thức đăng nhập',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  'main.tab.password': 'Email',
  'main.error.passkeysAlone': 'Lỗi: Không thể chỉ dùng riêng khóa truy cập, vui lòng thêm một sản phẩm khác vào cấu hình.',
  'main.error.emlAndEmailOtp': 'Lỗi: Không thể dùng đồng thời EML và OTP qua email',
  'main.passkeyButton': 'Đăng nhập bằng khóa truy cập',
  'main.otherCryptoWallets': 'Tiếp tục với ví tiền mã hóa khác',
  'main.sendLink': 'Tiếp tục',
  'main.sendCode': 'Tiếp tục',
};

export default texts;
