/** Danish (da): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Vælg en organisation for at fortsætte',
  'b2b.discovery.continue': 'Fortsæt',
  'b2b.discovery.acceptInvite': 'Accepter invitation',
  'b2b.discovery.join': 'Deltag',
  'b2b.discovery.create': 'Opret en organisation',
  'b2b.discovery.working': 'Logger ind…',
  'b2b.discovery.none.title': '{email} tilhører ikke nogen organisationer.',
  'b2b.discovery.none.askAdmin': 'Sørg for, at din e-mailadresse er korrekt. Ellers skal du måske inviteres af din administrator.',
  'b2b.discovery.none.createTitle': 'Opret en organisation for at komme i gang',
  'b2b.discovery.none.createBody': '{email} har ikke en konto. Tror du, det er en fejl? Prøv en anden e-mailadresse, eller kontakt din administrator.',
  'b2b.discovery.none.tryAgain': 'Prøv en anden e-mailadresse',
  'b2b.discovery.createForm.title': 'Opret en organisation',
  'b2b.discovery.createForm.name': 'Organisationens navn',
  'b2b.discovery.createForm.slug': 'Organisationens URL-navn',
  'b2b.discovery.createForm.url': 'Din organisations adresse: {url}',
  'b2b.discovery.createForm.submit': 'Opret organisation',
  'b2b.discovery.createForm.nameRequired': 'Angiv et navn til din organisation.',
  'b2b.discovery.createForm.slugInvalid': 'Brug 2 til 128 bogstaver, tal, bindestreger, punktummer, understregninger eller tilder.',
};

export default texts;
