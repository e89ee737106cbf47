/** Arabic (ar): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'اختر مؤسسة للمتابعة',
  'b2b.discovery.continue': 'متابعة',
  'b2b.discovery.acceptInvite': 'قبول الدعوة',
  'b2b.discovery.join': 'انضمام',
  'b2b.discovery.create': 'إنشاء مؤسسة',
  'b2b.discovery.working': 'جارٍ تسجيل الدخول…',
  'b2b.discovery.none.title': 'لا ينتمي {email} إلى أي مؤسسة.',
  'b2b.discovery.none.askAdmin': 'تأكد من صحة عنوان بريدك الإلكتروني. وإلا فقد تحتاج إلى دعوة من المسؤول.',
  'b2b.discovery.none.createTitle': 'أنشئ مؤسسة للبدء',
  'b2b.discovery.none.createBody': 'لا يوجد حساب لـ {email}. هل تعتقد أن هذا خطأ؟ جرّب عنوان بريد إلكتروني آخر، أو تواصل مع المسؤول.',
  'b2b.discovery.none.tryAgain': 'تجربة عنوان بريد إلكتروني آخر',
  'b2b.discovery.createForm.title': 'إنشاء مؤسسة',
  'b2b.discovery.createForm.name': 'اسم المؤسسة',
  'b2b.discovery.createForm.slug': 'المعرّف المختصر للمؤسسة',
  'b2b.discovery.createForm.url': 'عنوان مؤسستك: {url}',
  'b2b.discovery.createForm.submit': 'إنشاء المؤسسة',
  'b2b.discovery.createForm.nameRequired': 'أدخل اسمًا لمؤسستك.',
  'b2b.discovery.createForm.slugInvalid': 'استخدم من 2 إلى 128 من الأحرف أو الأرقام أو الشرطات أو النقاط أو الشرطات السفلية أو علامات التلدة (~).',
};

export default texts;
