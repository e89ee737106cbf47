/** German (de): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Ihre Organisation wird gesucht…',
  'b2b.organization.notFound.title': 'Ihre Organisation wurde nicht gefunden',
  'b2b.organization.notFound.body': 'Es gibt keine Organisation mit der Adresse „{slug}“. Prüfen Sie den Link, dem Sie gefolgt sind, oder fragen Sie Ihren Administrator danach.',
  'b2b.organization.notFound.noSlug': 'Auf dieser Seite ist keine Organisation angegeben. Verwenden Sie den Link, den Sie von Ihrem Administrator erhalten haben.',
  'b2b.organization.loadFailed.retry': 'Erneut versuchen',
  'b2b.organization.title': 'Weiter zu {organization}',
  'b2b.organization.sso': 'Weiter mit {connection}',
  'b2b.organization.continue': 'Weiter',
  'b2b.organization.invalidEmail': 'Das E-Mail-Format ist ungültig.',
  'b2b.organization.or': 'oder',
  'b2b.organization.password': 'Stattdessen Passwort verwenden',
  'b2b.organization.noMethods': '{organization} lässt keine der Anmeldemethoden dieser Seite zu. Wenden Sie sich an Ihren Administrator.',
};

export default texts;
