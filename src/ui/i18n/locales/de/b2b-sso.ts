/** German (de): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren',
  'b2b.sso.connectionsTitle': 'Wählen Sie eine Verbindung aus, um fortzufahren',
  'b2b.sso.organizationTitle': 'Weiter zu {organization}',
  'b2b.sso.continueWith': 'Weiter mit {name}',
  'b2b.sso.noConnections': 'Diese Organisation hat noch keine Single-Sign-On-Verbindung. Versuchen Sie es mit einer anderen Methode.',
  'b2b.sso.fallbackTitle': 'Leider wurden keine Verbindungen gefunden',
  'b2b.sso.fallbackBody': 'Geben Sie die eindeutige URL-Kennung der Organisation ein, um fortzufahren. Wenn Sie diese nicht kennen, melden Sie sich auf andere Weise an, um alle für Sie verfügbaren Organisationen zu sehen.',
  'b2b.sso.slugField': 'URL-Kennung der Organisation',
  'b2b.sso.slugRequired': 'Geben Sie die URL-Kennung der Organisation ein.',
  'b2b.sso.orgNotFound': 'Organisation nicht gefunden. Bitte versuchen Sie es erneut.',
  'b2b.sso.landingFailedTitle': 'Die Anmeldung ist fehlgeschlagen',
  'b2b.sso.tryAnotherMethod': 'Andere Methode versuchen',
  'b2b.sso.redirecting': 'Weiterleitung zu {name}…',
  'b2b.sso.signingIn': 'Anmeldung läuft…',
};

export default texts;
