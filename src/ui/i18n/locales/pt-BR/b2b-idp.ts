/** Brazilian Portuguese (pt-BR): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Fazer login em {clientName} com {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} quer acessar sua conta {organizationName}',
  'idp.b2b.logoutBody': 'Tem certeza de que deseja sair da sua conta {organizationName}?',
};

export default texts;
