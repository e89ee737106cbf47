/** Bulgarian (bg): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Вход или регистрация',
  'b2b.main.continue': 'Продължаване',
  'b2b.main.invalidEmail': 'Невалиден формат на имейл адреса.',
  'b2b.main.or': 'или',
  'b2b.main.sso': 'Еднократно влизане (SSO)',
  'b2b.main.password': 'Вход с парола',
  'b2b.main.signingIn': 'Влизане…',
  'b2b.signedIn.title': 'Готово!',
  'b2b.signedIn.body': 'Влязохте успешно.',
  'b2b.signedIn.bodyWithOrganization': 'Влязохте успешно в {organization}.',
  'b2b.primaryRequired.title': 'Необходим е друг начин за вход',
  'b2b.primaryRequired.body': '{organization} изисква да влезете по друг начин. Върнете се назад и изберете разрешен начин.',
  'b2b.primaryRequired.goBack': 'Назад',
};

export default texts;
