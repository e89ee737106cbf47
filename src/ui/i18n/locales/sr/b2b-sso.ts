/** Serbian (sr): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Унесите имејл да бисте наставили',
  'b2b.sso.connectionsTitle': 'Изаберите везу да бисте наставили',
  'b2b.sso.organizationTitle': 'Пријава у {organization}',
  'b2b.sso.continueWith': 'Настави уз {name}',
  'b2b.sso.noConnections': 'Ова организација још нема везу за јединствену пријаву (SSO). Покушајте на други начин.',
  'b2b.sso.fallbackTitle': 'Нажалост, нисмо пронашли ниједну везу',
  'b2b.sso.fallbackBody': 'Унесите јединствени идентификатор организације да бисте наставили. Ако га не знате, пријавите се на други начин да бисте видели све организације које су вам доступне.',
  'b2b.sso.slugField': 'Идентификатор организације',
  'b2b.sso.slugRequired': 'Унесите идентификатор организације.',
  'b2b.sso.orgNotFound': 'Организација није пронађена. Покушајте поново.',
  'b2b.sso.landingFailedTitle': 'Пријава није успела',
  'b2b.sso.tryAnotherMethod': 'Покушај на други начин',
  'b2b.sso.redirecting': 'Преусмеравамо вас на {name}…',
  'b2b.sso.signingIn': 'Пријављивање…',
};

export default texts;
