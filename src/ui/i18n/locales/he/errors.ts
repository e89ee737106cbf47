/** Hebrew (he): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'פורמט האימייל לא תקין.',
  'invalid_phone_number': 'פורמט מספר הטלפון לא תקין. יש לוודא שמספר הטלפון בפורמט E.164.',
  'unsubscribed_phone_number': 'מספר הטלפון הזה הוסר מקבלת הודעות. כדי להירשם מחדש, יש לשלוח SMS עם המילה "START".',
  'inactive_email': 'כתובת האימייל מסומנת כלא פעילה. אפשר לנסות כתובת אימייל אחרת, או לפנות למנהל המערכת אם נראה לך שזו טעות.',
  'unauthorized_credentials': 'האימייל או הסיסמה שגויים.',
  'user_unauthenticated': 'כדי לבצע את הפעולה הזו נדרשת התחברות פעילה.',
  'email_not_found': 'כתובת האימייל לא נמצאה.',
  'unable_to_auth_magic_link': 'לא ניתן היה לאמת את קישור הקסם כי כבר נעשה בו שימוש או שתוקפו פג. יש לנסות שוב.',
  'no_user_password': 'לא נמצאה סיסמה למשתמש הזה.',
  'breached_password': 'הסיסמה מופיעה ברשימת הסיסמאות שדלפו, ויש לאפס אותה.',
  'reset_password': 'יש לאפס את הסיסמה.',
  'oauth_token_not_found': 'אסימון ה-OAuth לא נמצא.',
  'invalid_code': 'פורמט הקוד לא תקין. יש לנסות שוב.',
  'member_password_not_found': 'לא נמצאה סיסמה לחבר בארגון.',
  'oauth_flow_callback_error': 'אירעה שגיאה בחזרה מתהליך ההתחברות דרך OAuth.',
  'unauthorized_action': 'פעולה לא מורשית.',
  'user_lock_limit_reached': 'היו יותר מדי ניסיונות אימות שנכשלו. יש לנסות שוב מאוחר יותר.',
  'invalid_session_token': 'אסימון הסשן לא תקין.',
  'session_not_found': 'הסשן לא נמצא.',
  'invalid_phone_number_country_code': 'קידומת המדינה לא תקינה, לא נתמכת או מושבתת.',
  'otp_code_not_found': 'הקוד החד-פעמי שגוי. יש לנסות שוב.',
  'duplicate_member_phone_number': 'כבר קיים בארגון חבר עם מספר הטלפון הזה.',
  'passkey_unknown_error': 'אירעה שגיאה לא ידועה במהלך האימות באמצעות מפתח הגישה. יש לנסות שוב.',
  'passkey_duplicate': 'לא ניתן ליצור את מפתח הגישה כי נראה שהוא כבר רשום. ייתכן שמפתח הגישה נרשם במכשיר אחר וסונכרן בין המכשירים.',
  'passkey_not_created': 'מפתח הגישה לא נוצר. יש ללחוץ על "יצירת מפתח גישה" כדי לנסות שוב, או לדלג בלי להוסיף מפתח גישה.',
  'webauthn_registration_not_found': 'מפתח הגישה הזה הוסר מהחשבון שלך, אבל הוא עדיין שמור במנהל הסיסמאות. אפשר להסיר אותו משם, או להתחבר בדרך אחרת.',
  'crypto_connect_failed': '[שגיאה] לא ניתן להתחבר לארנק',
  'crypto_sign_failed': '[שגיאה] לא ניתן לחתום על ההודעה',
  'consent_error_heading': 'נראה שאירעה שגיאה!',
  'consent_denied': 'הגישה לאפליקציה נדחתה.',
  'no_active_session': 'לא זוהה סשן פעיל. יש להתחבר כדי להמשיך.',
  'session_expired': 'לא ניתן היה להשלים את ההתחברות כי תוקף הסשן כבר פג. יש לבדוק את התאריך והשעה במכשיר ולנסות שוב.',
  'network_error': 'אין אפשרות ליצור קשר עם השרתים שלנו.',
  'invalid_json': 'התקבלה תגובת JSON לא תקינה מהשרתים שלנו.',
  'invalid_response': 'התגובה מהשרת לא תקינה או שלא התקבלה תגובה',
  'unknown_error': 'משהו השתבש. יש לנסות שוב.',
};

export default texts;
