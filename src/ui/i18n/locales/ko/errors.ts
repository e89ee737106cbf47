/** Korean (ko): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': '이메일 형식이 올바르지 않습니다.',
  'invalid_phone_number': '전화번호 형식이 올바르지 않습니다. 전화번호가 E.164 형식인지 확인하세요.',
  'unsubscribed_phone_number': '수신 거부된 전화번호입니다. 다시 구독하려면 \'START\'라고 문자를 보내세요.',
  'inactive_email': '비활성으로 표시된 이메일 주소입니다. 다른 이메일 주소를 사용해 보시거나, 오류라고 생각되면 관리자에게 문의하세요.',
  'unauthorized_credentials': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'user_unauthenticated': '이 작업을 하려면 로그인해야 합니다.',
  'email_not_found': '이메일을 찾을 수 없습니다.',
  'unable_to_auth_magic_link': '매직 링크가 이미 사용되었거나 만료되어 인증할 수 없습니다. 다시 시도하세요.',
  'no_user_password': '이 사용자의 비밀번호를 찾을 수 없습니다.',
  'breached_password': '유출된 비밀번호 목록에 포함된 비밀번호이므로 재설정해야 합니다.',
  'reset_password': '비밀번호를 재설정해야 합니다.',
  'oauth_token_not_found': 'OAuth 토큰을 찾을 수 없습니다.',
  'invalid_code': '코드 형식이 올바르지 않습니다. 다시 시도하세요.',
  'member_password_not_found': '멤버 비밀번호를 찾을 수 없습니다.',
  'oauth_flow_callback_error': 'OAuth 흐름의 콜백에서 오류가 발생했습니다.',
  'unauthorized_action': '허용되지 않은 작업입니다.',
  'user_lock_limit_reached': '인증 실패 횟수가 너무 많습니다. 나중에 다시 시도하세요.',
  'invalid_session_token': '유효하지 않은 세션 토큰입니다.',
  'session_not_found': '세션을 찾을 수 없습니다.',
  'invalid_phone_number_country_code': '국가 코드가 유효하지 않거나, 지원되지 않거나, 사용 중지되었습니다.',
  'otp_code_not_found': '인증 코드가 올바르지 않습니다. 다시 시도하세요.',
  'duplicate_member_phone_number': '이 조직에 이 전화번호를 사용하는 멤버가 이미 있습니다.',
  'passkey_unknown_error': '패스키 인증 중 알 수 없는 오류가 발생했습니다. 다시 시도하세요.',
  'passkey_duplicate': '이미 등록된 패스키로 보여 패스키를 만들 수 없습니다. 다른 기기에서 등록된 패스키가 기기 간에 동기화되었을 수 있습니다.',
  'passkey_not_created': '패스키가 생성되지 않았습니다. 다시 시도하려면 \'패스키 만들기\'를 클릭하고, 패스키를 추가하지 않으려면 건너뛰세요.',
  'webauthn_registration_not_found': '이 패스키는 계정에서 삭제되었지만 비밀번호 관리자에 아직 저장되어 있습니다. 비밀번호 관리자에서 삭제하거나 다른 방법으로 로그인하세요.',
  'crypto_connect_failed': '[오류] 지갑에 연결할 수 없습니다',
  'crypto_sign_failed': '[오류] 메시지에 서명할 수 없습니다',
  'consent_error_heading': '오류가 발생했습니다!',
  'consent_denied': '애플리케이션에 대한 액세스가 거부되었습니다.',
  'no_active_session': '활성 세션이 없습니다. 계속하려면 로그인하세요.',
  'session_expired': '세션이 이미 만료되어 로그인을 완료할 수 없습니다. 기기의 날짜와 시간을 확인한 후 다시 시도하세요.',
  'network_error': '서버에 연결할 수 없습니다.',
  'invalid_json': '서버에서 잘못된 JSON 응답을 받았습니다.',
  'invalid_response': '서버 응답이 잘못되었거나 응답이 없습니다',
  'unknown_error': '문제가 발생했습니다. 다시 시도하세요.',
};

export default texts;
