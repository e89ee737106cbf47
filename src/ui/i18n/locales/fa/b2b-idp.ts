/** Persian (fa): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'ورود به {clientName} با {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} می‌خواهد به حساب {organizationName} شما دسترسی داشته باشد',
  'idp.b2b.logoutBody': 'آیا مطمئنید که می‌خواهید از حساب {organizationName} خود خارج شوید؟',
};

export default texts;
