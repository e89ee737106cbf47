/** Simplified Chinese (zh-Hans): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': '邮箱格式无效。',
  'invalid_phone_number': '电话号码格式无效。请确保电话号码为 E.164 格式。',
  'unsubscribed_phone_number': '该电话号码已退订；发送短信“START”即可重新订阅。',
  'inactive_email': '该邮箱地址已被标记为停用。请尝试其他邮箱地址；如果您认为这是个错误，请联系管理员。',
  'unauthorized_credentials': '邮箱或密码错误。',
  'user_unauthenticated': '必须先登录才能执行此操作。',
  'email_not_found': '未找到该邮箱。',
  'unable_to_auth_magic_link': '魔法链接已被使用或已过期，无法完成验证。请重试。',
  'no_user_password': '未找到该用户的密码。',
  'breached_password': '该密码出现在已泄露密码列表中，必须重置。',
  'reset_password': '必须重置密码。',
  'oauth_token_not_found': '找不到 OAuth 令牌。',
  'invalid_code': '验证码格式无效，请重试。',
  'member_password_not_found': '未找到成员密码。',
  'oauth_flow_callback_error': 'OAuth 流程回调时出错。',
  'unauthorized_action': '无权执行此操作。',
  'user_lock_limit_reached': '验证失败次数过多，请稍后重试。',
  'invalid_session_token': '会话令牌无效。',
  'session_not_found': '未找到会话。',
  'invalid_phone_number_country_code': '国家/地区代码无效、不受支持或已停用。',
  'otp_code_not_found': '验证码无效，请重试。',
  'duplicate_member_phone_number': '该组织中已存在使用此电话号码的成员。',
  'passkey_unknown_error': '通行密钥验证时出现未知错误，请重试。',
  'passkey_duplicate': '无法创建该通行密钥，因为它似乎已经注册。该通行密钥可能是在其他设备上注册后跨设备同步过来的。',
  'passkey_not_created': '通行密钥未创建。点击“创建通行密钥”重试，或跳过此步骤，不添加通行密钥。',
  'webauthn_registration_not_found': '此通行密钥已从您的账号中移除，但仍保存在您的密码管理器中。请在密码管理器中将其删除，或使用其他方式登录。',
  'crypto_connect_failed': '[错误] 无法连接到钱包',
  'crypto_sign_failed': '[错误] 无法签名消息',
  'consent_error_heading': '出错了！',
  'consent_denied': '对该应用的访问已被拒绝。',
  'no_active_session': '未检测到有效会话。请登录以继续。',
  'session_expired': '会话已过期，无法完成登录。请检查设备的日期和时间，然后重试。',
  'network_error': '无法连接到我们的服务器。',
  'invalid_json': '服务器返回的 JSON 响应无效。',
  'invalid_response': '服务器响应无效或无响应',
  'unknown_error': '出了点问题，请重试。',
};

export default texts;
