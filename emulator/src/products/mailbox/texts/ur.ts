/** Urdu (ur): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ur: EmulatorTexts = {
  'duration.minutes': { one: '{count} منٹ', other: '{count} منٹ' },
  'duration.seconds': { one: '{count} سیکنڈ', other: '{count} سیکنڈ' },
  'otp.subject': 'آپ کا تصدیقی کوڈ',
  'otp.body': 'آپ کا {projectName} تصدیقی کوڈ {code} ہے۔ اس کی میعاد {duration} میں ختم ہو جائے گی۔',
  'magicLink.login.subject': 'آپ کا سائن ان لنک',
  'magicLink.signup.subject': 'سائن اپ کے لیے اپنی ای میل کی تصدیق کریں',
  'magicLink.login.intro': '{projectName} میں سائن ان کرنے کے لیے نیچے دیے گئے لنک پر کلک کریں:',
  'magicLink.signup.intro': '{projectName} کے لیے سائن اپ مکمل کرنے کے لیے نیچے دیے گئے لنک پر کلک کریں:',
  'magicLink.expiry': 'اس لنک کی میعاد {duration} میں ختم ہو جائے گی۔ اگر آپ نے اس کی درخواست نہیں کی تھی تو اس ای میل کو نظر انداز کریں۔',
  'passwordReset.subject': 'اپنا پاس ورڈ ری سیٹ کریں',
  'passwordReset.intro': 'کسی نے آپ کے {projectName} اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:',
  'passwordReset.loginInstead': 'یا پاس ورڈ تبدیل کیے بغیر سائن ان کریں:',
  'passwordReset.expiry': 'ان لنکس کی میعاد {duration} میں ختم ہو جائے گی۔ اگر آپ نے یہ درخواست نہیں کی تھی تو اس ای میل کو نظر انداز کریں۔',
  'b2b.passwordReset.organization.subject': 'اپنا {organizationName} پاس ورڈ ری سیٹ کریں',
  'b2b.passwordReset.organization.intro': 'کسی نے {organizationName} کے لیے آپ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:',
  'b2b.passwordReset.project.subject': 'اپنا {projectName} پاس ورڈ ری سیٹ کریں',
  'b2b.passwordReset.project.intro': 'کسی نے آپ کا {projectName} پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:',
  'b2b.passwordReset.expiry': 'لنک کی میعاد {duration} میں ختم ہو جائے گی۔ اگر آپ نے یہ درخواست نہیں کی تھی تو اس ای میل کو نظر انداز کریں۔',
  'b2b.otp.subject': 'آپ کا {projectName} تصدیقی کوڈ',
  'b2b.otp.body': 'سائن ان کے لیے آپ کا کوڈ {code} ہے۔ اس کی میعاد {duration} میں ختم ہو جائے گی۔',
  'b2b.otp.organizationBody': '{organizationName} میں سائن ان کے لیے آپ کا کوڈ {code} ہے۔ اس کی میعاد {duration} میں ختم ہو جائے گی۔',
  'b2b.magicLink.subject': 'آپ کا {projectName} سائن ان لنک',
  'b2b.magicLink.body': '{name} میں سائن ان کریں: {link}',
  'b2b.magicLink.expiry': 'لنک کی میعاد {duration} میں ختم ہو جائے گی۔',
};

export default ur;
