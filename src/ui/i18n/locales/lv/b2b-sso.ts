/** Latvian (lv): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Lai turpinātu, ievadiet e-pasta adresi',
  'b2b.sso.connectionsTitle': 'Lai turpinātu, atlasiet savienojumu',
  'b2b.sso.organizationTitle': 'Turpināt uz organizāciju {organization}',
  'b2b.sso.continueWith': 'Turpināt ar {name}',
  'b2b.sso.noConnections': 'Šai organizācijai vēl nav vienotās pierakstīšanās savienojuma. Izmēģiniet citu veidu.',
  'b2b.sso.fallbackTitle': 'Diemžēl neizdevās atrast nevienu savienojumu',
  'b2b.sso.fallbackBody': 'Lai turpinātu, ievadiet organizācijas unikālo identifikatoru. Ja to nezināt, pierakstieties citā veidā, lai skatītu visas jums pieejamās organizācijas.',
  'b2b.sso.slugField': 'Organizācijas identifikators',
  'b2b.sso.slugRequired': 'Ievadiet organizācijas identifikatoru.',
  'b2b.sso.orgNotFound': 'Organizācija netika atrasta. Mēģiniet vēlreiz.',
  'b2b.sso.landingFailedTitle': 'Neizdevās jūs pierakstīt',
  'b2b.sso.tryAnotherMethod': 'Izmēģināt citu veidu',
  'b2b.sso.redirecting': 'Notiek novirzīšana uz {name}…',
  'b2b.sso.signingIn': 'Notiek pierakstīšanās…',
};

export default texts;
