/** Serbian (sr): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Пријава или регистрација',
  'b2b.main.continue': 'Настави',
  'b2b.main.invalidEmail': 'Формат имејл адресе није исправан.',
  'b2b.main.or': 'или',
  'b2b.main.sso': 'Јединствена пријава (SSO)',
  'b2b.main.password': 'Пријава лозинком',
  'b2b.main.signingIn': 'Пријављивање…',
  'b2b.signedIn.title': 'Успешно!',
  'b2b.signedIn.body': 'Успешно сте се пријавили.',
  'b2b.signedIn.bodyWithOrganization': 'Успешно сте се пријавили у организацију {organization}.',
  'b2b.primaryRequired.title': 'Потребан је други начин пријаве',
  'b2b.primaryRequired.body': 'Организација {organization} захтева да се пријавите на други начин. Вратите се и изаберите неки од дозвољених.',
  'b2b.primaryRequired.goBack': 'Назад',
};

export default texts;
