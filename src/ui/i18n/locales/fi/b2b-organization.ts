/** Finnish (fi): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Etsitään organisaatiotasi…',
  'b2b.organization.notFound.title': 'Organisaatiotasi ei löytynyt',
  'b2b.organization.notFound.body': 'Osoitteella ”{slug}” ei löydy organisaatiota. Tarkista seuraamasi linkki tai pyydä sitä järjestelmänvalvojaltasi.',
  'b2b.organization.notFound.noSlug': 'Tällä sivulla ei ole nimetty organisaatiota. Käytä järjestelmänvalvojaltasi saamaasi linkkiä.',
  'b2b.organization.loadFailed.retry': 'Yritä uudelleen',
  'b2b.organization.title': 'Jatka organisaatioon {organization}',
  'b2b.organization.sso': 'Jatka yhteydellä {connection}',
  'b2b.organization.continue': 'Jatka',
  'b2b.organization.invalidEmail': 'Sähköpostiosoitteen muoto on virheellinen.',
  'b2b.organization.or': 'tai',
  'b2b.organization.password': 'Käytä mieluummin salasanaa',
  'b2b.organization.noMethods': 'Organisaatio {organization} ei salli mitään tämän sivun kirjautumistavoista. Ota yhteyttä järjestelmänvalvojaan.',
};

export default texts;
