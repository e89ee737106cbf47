/** Swedish (sv): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Söker efter din organisation…',
  'b2b.organization.notFound.title': 'Vi kunde inte hitta din organisation',
  'b2b.organization.notFound.body': 'Det finns ingen organisation med adressen ”{slug}”. Kontrollera länken du följde, eller be din administratör om den.',
  'b2b.organization.notFound.noSlug': 'Sidan anger ingen organisation. Använd länken som du har fått av din administratör.',
  'b2b.organization.loadFailed.retry': 'Försök igen',
  'b2b.organization.title': 'Fortsätt till {organization}',
  'b2b.organization.sso': 'Fortsätt med {connection}',
  'b2b.organization.continue': 'Fortsätt',
  'b2b.organization.invalidEmail': 'E-postadressens format är ogiltigt.',
  'b2b.organization.or': 'eller',
  'b2b.organization.password': 'Använd ett lösenord i stället',
  'b2b.organization.noMethods': '{organization} tillåter ingen av inloggningsmetoderna på den här sidan. Kontakta din administratör.',
};

export default texts;
