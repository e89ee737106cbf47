/** Persian (fa): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'برای ادامه، یک سازمان انتخاب کنید',
  'b2b.discovery.continue': 'ادامه',
  'b2b.discovery.acceptInvite': 'پذیرفتن دعوت',
  'b2b.discovery.join': 'پیوستن',
  'b2b.discovery.create': 'ایجاد سازمان',
  'b2b.discovery.working': 'در حال ورود…',
  'b2b.discovery.none.title': '{email} عضو هیچ سازمانی نیست.',
  'b2b.discovery.none.askAdmin': 'مطمئن شوید نشانی ایمیلتان درست است. در غیر این صورت، شاید لازم باشد سرپرستتان شما را دعوت کند.',
  'b2b.discovery.none.createTitle': 'برای شروع، یک سازمان ایجاد کنید',
  'b2b.discovery.none.createBody': '{email} حسابی ندارد. فکر می‌کنید اشتباهی رخ داده است؟ نشانی ایمیل دیگری را امتحان کنید یا با سرپرست خود تماس بگیرید.',
  'b2b.discovery.none.tryAgain': 'امتحان نشانی ایمیل دیگر',
  'b2b.discovery.createForm.title': 'ایجاد سازمان',
  'b2b.discovery.createForm.name': 'نام سازمان',
  'b2b.discovery.createForm.slug': 'شناسهٔ نشانی سازمان',
  'b2b.discovery.createForm.url': 'نشانی سازمان شما: {url}',
  'b2b.discovery.createForm.submit': 'ایجاد سازمان',
  'b2b.discovery.createForm.nameRequired': 'نامی برای سازمان خود وارد کنید.',
  'b2b.discovery.createForm.slugInvalid': 'از ۲ تا ۱۲۸ حرف، رقم، خط تیره، نقطه، زیرخط یا مد (~) استفاده کنید.',
};

export default texts;
