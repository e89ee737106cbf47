/** Slovenian (sl): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Prijava v aplikacijo {clientName} prek organizacije {organizationName}',
  'idp.b2b.titleCustomScopes': 'Aplikacija {clientName} želi dostop do vašega računa v organizaciji {organizationName}',
  'idp.b2b.logoutBody': 'Ali se res želite odjaviti iz računa v organizaciji {organizationName}?',
};

export default texts;
