/** Spanish (es): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Inicia sesión en {clientName} con {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} quiere acceder a tu cuenta de {organizationName}',
  'idp.b2b.logoutBody': '¿Seguro que quieres cerrar sesión en tu cuenta de {organizationName}?',
};

export default texts;
