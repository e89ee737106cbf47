/** German (de): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Mit {projectName} bei {clientName} anmelden',
  'idp.titleCustomScopes': '{clientName} möchte auf Ihr {projectName}-Konto zugreifen',
  'idp.permissionsStandard': '{clientName} Folgendes erlauben:',
  'idp.permissionsCustom': '{clientName} möchte:',
  'idp.ungrantableNotice': 'Sie sind nicht berechtigt, {clientName} Zugriff auf einige der angeforderten Bereiche zu gewähren.',
  'idp.ungrantableList': 'Folgendes können Sie {clientName} nicht erlauben:',
  'idp.fallbackClientName': 'Die App',
  'idp.clientLogo': 'Logo von {clientName}',
  'idp.allow': 'Zulassen',
  'idp.deny': 'Ablehnen',
  'idp.loading': 'Wird geladen…',
  'idp.missingParameter': 'Ein erforderlicher Parameter fehlt: {param}. Bitte wenden Sie sich an den Entwickler der Anwendung.',
  'idp.successTitle': 'Geschafft!',
  'idp.successBody': 'Sie wurden bei {clientName} angemeldet. Sie können diese Seite jetzt schließen.',
  'idp.redirecting': 'Sie werden zu {clientName} zurückgeleitet…',
  'idp.redirectNotRequested': 'Diese Anfrage konnte nicht abgeschlossen werden: Die Rücksprungadresse entspricht nicht der, die die App angefordert hat. Bitte wenden Sie sich an den Entwickler der Anwendung.',
  'idp.scope.openid': 'Ihre Identität bestätigen',
  'idp.scope.openid.detail': 'Die in Ihrem Konto gespeicherten Informationen ansehen',
  'idp.scope.personalProfile': 'Ihre persönlichen Profilinformationen ansehen',
  'idp.scope.profile.detail': 'Ihr Name, Ihr Profilbild und Ihre Sprache',
  'idp.scope.email.detail': 'Ihre E-Mail-Adresse',
  'idp.scope.phone.detail': 'Ihre Telefonnummer',
  'idp.scope.offline_access': 'Auch dann auf Ihre Daten zugreifen, wenn Sie die App gerade nicht aktiv nutzen',
  'idp.scope.full_access': 'Vollen Zugriff auf Ihr Konto erhalten',
  'idp.scope.custom': 'Den Bereich {scope} verwenden',
  'idp.logoutTitle': 'Abmelden?',
  'idp.logoutBody': 'Möchten Sie sich wirklich von Ihrem {projectName}-Konto abmelden?',
  'idp.yes': 'Ja',
  'idp.no': 'Nein',
  'idp.logoutDeniedTitle': 'Weiterhin angemeldet',
  'idp.logoutDenied': 'Sie wurden nicht abgemeldet. Sie können diese Seite schließen.',
};

export default texts;
