/** Danish (da): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Indtast din e-mailadresse for at fortsætte',
  'b2b.sso.connectionsTitle': 'Vælg en forbindelse for at fortsætte',
  'b2b.sso.organizationTitle': 'Fortsæt til {organization}',
  'b2b.sso.continueWith': 'Fortsæt med {name}',
  'b2b.sso.noConnections': 'Denne organisation har endnu ingen single sign-on-forbindelse. Prøv en anden metode.',
  'b2b.sso.fallbackTitle': 'Vi kunne desværre ikke finde nogen forbindelser',
  'b2b.sso.fallbackBody': 'Indtast organisationens unikke URL-navn for at fortsætte. Hvis du ikke kender det, så log ind på en anden måde for at se alle de organisationer, du har adgang til.',
  'b2b.sso.slugField': 'Organisationens URL-navn',
  'b2b.sso.slugRequired': 'Indtast organisationens URL-navn.',
  'b2b.sso.orgNotFound': 'Organisationen blev ikke fundet. Prøv igen.',
  'b2b.sso.landingFailedTitle': 'Vi kunne ikke logge dig ind',
  'b2b.sso.tryAnotherMethod': 'Prøv en anden metode',
  'b2b.sso.redirecting': 'Omdirigerer til {name}…',
  'b2b.sso.signingIn': 'Logger ind…',
};

export default texts;
