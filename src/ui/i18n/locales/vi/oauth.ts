/** Vietnamese (vi): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Tiếp tục với {provider}',
  'oauth.continueWithGoogle': 'Tiếp tục với Google',
  'oauth.providersLabel': 'Đăng nhập bằng mạng xã hội',
  'oauth.oneTapLabel': 'Đăng nhập bằng Google One Tap',
  'oauth.oneTapSigningIn': 'Đang đăng nhập bằng Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap không thể hiển thị trên {origin}: hãy thêm nguồn gốc này vào danh sách nguồn gốc JavaScript được phép của ứng dụng khách Google OAuth. (Chỉ hiển thị khi dùng mã thông báo công khai thử nghiệm.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap không thể khởi động: Google không nhận dạng được mã ứng dụng khách OAuth đã cấu hình cho dự án của bạn. Hãy kiểm tra cài đặt Google OAuth của dự án. (Chỉ hiển thị khi dùng mã thông báo công khai thử nghiệm.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap không thể khởi động: dự án của bạn chưa cấu hình ứng dụng khách Google OAuth. Hãy thêm một ứng dụng khách trong cài đặt OAuth của dự án. (Chỉ hiển thị khi dùng mã thông báo công khai thử nghiệm.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap không thể khởi động: chưa đặt URL chuyển hướng sau khi đăng nhập. Hãy đặt oauthOptions.loginRedirectURL hoặc URL chuyển hướng đăng nhập mặc định cho dự án. (Chỉ hiển thị khi dùng mã thông báo công khai thử nghiệm.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap không thể khởi động: chưa đặt URL chuyển hướng sau khi đăng ký. Hãy đặt oauthOptions.signupRedirectURL hoặc URL chuyển hướng đăng ký mặc định cho dự án. (Chỉ hiển thị khi dùng mã thông báo công khai thử nghiệm.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap không thể dùng ứng dụng khách Google OAuth mặc định. Hãy cấu hình ứng dụng khách Google OAuth riêng cho dự án để dùng One Tap. (Chỉ hiển thị khi dùng mã thông báo công khai thử nghiệm.)',
};

export default texts;
