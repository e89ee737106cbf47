/** Hungarian (hu): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Bejelentkezés a(z) {organizationName} szervezettel ide: {clientName}',
  'idp.b2b.titleCustomScopes': 'A(z) {clientName} hozzáférést kér a(z) {organizationName} szervezetbeli fiókjához',
  'idp.b2b.logoutBody': 'Biztosan kijelentkezik a(z) {organizationName} szervezetbeli fiókjából?',
};

export default texts;
