/** Arabic (ar): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'المتابعة باستخدام {provider}',
  'oauth.continueWithGoogle': 'المتابعة باستخدام Google',
  'oauth.providersLabel': 'تسجيل الدخول عبر الشبكات الاجتماعية',
  'oauth.oneTapLabel': 'تسجيل الدخول باستخدام Google One Tap',
  'oauth.oneTapSigningIn': 'جارٍ تسجيل دخولك باستخدام Google…',
  'oauth.oneTapError.originNotAllowed': 'لا يمكن عرض Google One Tap على {origin}: أضف هذا المصدر إلى مصادر JavaScript المعتمدة في عميل Google OAuth الخاص بك. (تظهر هذه الرسالة فقط مع رمز عام تجريبي.)',
  'oauth.oneTapError.invalidClient': 'يتعذّر بدء Google One Tap: لا تتعرّف Google على معرّف عميل OAuth المُعدّ لمشروعك. تحقق من إعدادات Google OAuth لمشروعك. (تظهر هذه الرسالة فقط مع رمز عام تجريبي.)',
  'oauth.oneTapError.noOAuthClient': 'يتعذّر بدء Google One Tap: لا يوجد عميل Google OAuth مُعدّ لمشروعك. أضف عميلًا في إعدادات OAuth لمشروعك. (تظهر هذه الرسالة فقط مع رمز عام تجريبي.)',
  'oauth.oneTapError.noLoginRedirect': 'يتعذّر بدء Google One Tap: لم يتم تعيين عنوان URL لإعادة التوجيه بعد تسجيل الدخول. عيّن oauthOptions.loginRedirectURL، أو عنوان URL افتراضيًا لإعادة التوجيه بعد تسجيل الدخول لمشروعك. (تظهر هذه الرسالة فقط مع رمز عام تجريبي.)',
  'oauth.oneTapError.noSignupRedirect': 'يتعذّر بدء Google One Tap: لم يتم تعيين عنوان URL لإعادة التوجيه بعد إنشاء الحساب. عيّن oauthOptions.signupRedirectURL، أو عنوان URL افتراضيًا لإعادة التوجيه بعد إنشاء الحساب لمشروعك. (تظهر هذه الرسالة فقط مع رمز عام تجريبي.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'لا يمكن لـ Google One Tap استخدام عميل Google OAuth الافتراضي. أعدّ عميل Google OAuth خاصًا بمشروعك لاستخدام One Tap. (تظهر هذه الرسالة فقط مع رمز عام تجريبي.)',
};

export default texts;
