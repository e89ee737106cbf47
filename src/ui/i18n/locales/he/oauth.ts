/** Hebrew (he): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'המשך עם {provider}',
  'oauth.continueWithGoogle': 'המשך עם Google',
  'oauth.providersLabel': 'התחברות עם רשתות חברתיות',
  'oauth.oneTapLabel': 'התחברות עם Google One Tap',
  'oauth.oneTapSigningIn': 'מתבצעת התחברות עם Google…',
  'oauth.oneTapError.originNotAllowed': 'אי אפשר להציג את Google One Tap ב-{origin}: יש להוסיף את המקור הזה למקורות ה-JavaScript המורשים של לקוח Google OAuth. (מוצג רק עם אסימון ציבורי לבדיקה.)',
  'oauth.oneTapError.invalidClient': 'אי אפשר להפעיל את Google One Tap: מזהה הלקוח של OAuth שהוגדר לפרויקט לא מוכר ל-Google. יש לבדוק את הגדרות Google OAuth של הפרויקט. (מוצג רק עם אסימון ציבורי לבדיקה.)',
  'oauth.oneTapError.noOAuthClient': 'אי אפשר להפעיל את Google One Tap: לא הוגדר לפרויקט לקוח Google OAuth. יש להוסיף לקוח בהגדרות ה-OAuth של הפרויקט. (מוצג רק עם אסימון ציבורי לבדיקה.)',
  'oauth.oneTapError.noLoginRedirect': 'אי אפשר להפעיל את Google One Tap: לא הוגדרה כתובת URL להפניה אחרי התחברות. יש להגדיר את oauthOptions.loginRedirectURL, או כתובת ברירת מחדל להפניה אחרי התחברות בפרויקט. (מוצג רק עם אסימון ציבורי לבדיקה.)',
  'oauth.oneTapError.noSignupRedirect': 'אי אפשר להפעיל את Google One Tap: לא הוגדרה כתובת URL להפניה אחרי הרשמה. יש להגדיר את oauthOptions.signupRedirectURL, או כתובת ברירת מחדל להפניה אחרי הרשמה בפרויקט. (מוצג רק עם אסימון ציבורי לבדיקה.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'אי אפשר להשתמש ב-Google One Tap עם לקוח Google OAuth המוגדר כברירת מחדל. כדי להשתמש ב-One Tap, יש להגדיר לפרויקט לקוח Google OAuth משלך. (מוצג רק עם אסימון ציבורי לבדיקה.)',
};

export default texts;
