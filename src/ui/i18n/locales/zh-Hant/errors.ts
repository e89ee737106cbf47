/** Traditional Chinese (zh-Hant): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': '電子郵件格式無效。',
  'invalid_phone_number': '電話號碼格式無效。請確認電話號碼採用 E.164 格式。',
  'unsubscribed_phone_number': '此電話號碼已取消訂閱；傳送簡訊「START」即可重新訂閱。',
  'inactive_email': '此電子郵件地址已被標示為停用。請改用其他電子郵件地址；如果您認為這是錯誤，請與管理員聯絡。',
  'unauthorized_credentials': '電子郵件或密碼錯誤。',
  'user_unauthenticated': '必須先登入才能執行此操作。',
  'email_not_found': '找不到此電子郵件。',
  'unable_to_auth_magic_link': '魔法連結已使用過或已過期，因此無法完成驗證。請再試一次。',
  'no_user_password': '找不到此使用者的密碼。',
  'breached_password': '此密碼出現在外洩密碼清單中，必須重設。',
  'reset_password': '必須重設密碼。',
  'oauth_token_not_found': '找不到 OAuth 權杖。',
  'invalid_code': '驗證碼格式無效，請再試一次。',
  'member_password_not_found': '找不到成員密碼。',
  'oauth_flow_callback_error': 'OAuth 流程的回呼發生錯誤。',
  'unauthorized_action': '您無權執行此操作。',
  'user_lock_limit_reached': '驗證失敗次數過多，請稍後再試。',
  'invalid_session_token': '工作階段權杖無效。',
  'session_not_found': '找不到工作階段。',
  'invalid_phone_number_country_code': '國碼無效、不受支援或已停用。',
  'otp_code_not_found': '驗證碼無效，請再試一次。',
  'duplicate_member_phone_number': '此組織中已有使用這個電話號碼的成員。',
  'passkey_unknown_error': '密碼金鑰驗證時發生不明錯誤，請再試一次。',
  'passkey_duplicate': '無法建立此密碼金鑰，因為它似乎已經註冊過。這個密碼金鑰可能是在其他裝置上註冊後跨裝置同步過來的。',
  'passkey_not_created': '未建立密碼金鑰。請點選「建立密碼金鑰」再試一次，或略過此步驟，不新增密碼金鑰。',
  'webauthn_registration_not_found': '此密碼金鑰已從您的帳號中移除，但仍儲存在您的密碼管理工具中。請在密碼管理工具中將其移除，或改用其他方式登入。',
  'crypto_connect_failed': '[錯誤] 無法連線至錢包',
  'crypto_sign_failed': '[錯誤] 無法簽署訊息',
  'consent_error_heading': '發生錯誤！',
  'consent_denied': '應用程式的存取要求已遭拒絕。',
  'no_active_session': '未偵測到有效的工作階段。請登入以繼續。',
  'session_expired': '工作階段已過期，因此無法完成登入。請檢查裝置的日期和時間，然後再試一次。',
  'network_error': '無法連線至我們的伺服器。',
  'invalid_json': '伺服器傳回的 JSON 回應無效。',
  'invalid_response': '伺服器回應無效或沒有回應',
  'unknown_error': '發生錯誤，請再試一次。',
};

export default texts;
