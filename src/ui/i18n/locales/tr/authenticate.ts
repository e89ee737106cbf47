/** Turkish (tr): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Giriş yapılıyor…',
  'authenticate.doneTitle': 'Giriş yaptınız',
  'authenticate.failedTitle': 'Giriş yapılamadı',
  'authenticate.noToken': 'Bu sayfa bir giriş bağlantısı olmadan açıldı. Lütfen aldığınız bağlantıyı tekrar kullanın.',
};

export default texts;
