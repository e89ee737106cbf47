/** Norwegian Bokmål (nb): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Logg inn på {clientName} med {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} vil ha tilgang til {organizationName}-kontoen din',
  'idp.b2b.logoutBody': 'Er du sikker på at du vil logge ut av {organizationName}-kontoen din?',
};

export default texts;
