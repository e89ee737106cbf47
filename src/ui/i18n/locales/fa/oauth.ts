/** Persian (fa): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'ادامه با {provider}',
  'oauth.continueWithGoogle': 'ادامه با Google',
  'oauth.providersLabel': 'ورود با شبکه‌های اجتماعی',
  'oauth.oneTapLabel': 'ورود با Google One Tap',
  'oauth.oneTapSigningIn': 'در حال ورود شما با Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap نمی‌تواند در {origin} نمایش داده شود: این مبدأ را به مبدأهای مجاز JavaScript در کلاینت Google OAuth خود اضافه کنید. (فقط با توکن عمومی آزمایشی نمایش داده می‌شود.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap راه‌اندازی نمی‌شود: Google شناسهٔ کلاینت OAuth پیکربندی‌شده برای پروژهٔ شما را نمی‌شناسد. تنظیمات Google OAuth پروژهٔ خود را بررسی کنید. (فقط با توکن عمومی آزمایشی نمایش داده می‌شود.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap راه‌اندازی نمی‌شود: هیچ کلاینت Google OAuth برای پروژهٔ شما پیکربندی نشده است. یکی در تنظیمات OAuth پروژهٔ خود اضافه کنید. (فقط با توکن عمومی آزمایشی نمایش داده می‌شود.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap راه‌اندازی نمی‌شود: هیچ نشانی URL برای هدایت پس از ورود تنظیم نشده است. oauthOptions.loginRedirectURL یا یک نشانی پیش‌فرض هدایت پس از ورود را برای پروژهٔ خود تنظیم کنید. (فقط با توکن عمومی آزمایشی نمایش داده می‌شود.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap راه‌اندازی نمی‌شود: هیچ نشانی URL برای هدایت پس از ثبت‌نام تنظیم نشده است. oauthOptions.signupRedirectURL یا یک نشانی پیش‌فرض هدایت پس از ثبت‌نام را برای پروژهٔ خود تنظیم کنید. (فقط با توکن عمومی آزمایشی نمایش داده می‌شود.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap نمی‌تواند از کلاینت پیش‌فرض Google OAuth استفاده کند. برای استفاده از One Tap، کلاینت Google OAuth خودتان را برای پروژه پیکربندی کنید. (فقط با توکن عمومی آزمایشی نمایش داده می‌شود.)',
};

export default texts;
