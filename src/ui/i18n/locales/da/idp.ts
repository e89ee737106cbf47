/** Danish (da): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Log ind på {clientName} med {projectName}',
  'idp.titleCustomScopes': '{clientName} vil have adgang til din {projectName}-konto',
  'idp.permissionsStandard': 'Tillad {clientName} at:',
  'idp.permissionsCustom': '{clientName} anmoder om at:',
  'idp.ungrantableNotice': 'Du har ikke tilladelse til at give {clientName} adgang til nogle af de anmodede områder.',
  'idp.ungrantableList': 'Du kan ikke give {clientName} tilladelse til at:',
  'idp.fallbackClientName': 'Appen',
  'idp.clientLogo': 'Logo for {clientName}',
  'idp.allow': 'Tillad',
  'idp.deny': 'Afvis',
  'idp.loading': 'Indlæser…',
  'idp.missingParameter': 'En påkrævet parameter mangler: {param}. Kontakt appens udvikler.',
  'idp.successTitle': 'Det lykkedes!',
  'idp.successBody': 'Du er logget ind på {clientName}. Du kan nu lukke denne side.',
  'idp.redirecting': 'Sender dig tilbage til {clientName}…',
  'idp.redirectNotRequested': 'Anmodningen kunne ikke gennemføres: Returadressen var ikke den, appen bad om. Kontakt appens udvikler.',
  'idp.scope.openid': 'Bekræfte din identitet',
  'idp.scope.openid.detail': 'Se oplysninger, der er gemt på din konto',
  'idp.scope.personalProfile': 'Se dine personlige profiloplysninger',
  'idp.scope.profile.detail': 'Dit navn, profilbillede og sprog',
  'idp.scope.email.detail': 'Din e-mailadresse',
  'idp.scope.phone.detail': 'Dit telefonnummer',
  'idp.scope.offline_access': 'Bevare adgang til dine data, også når du ikke aktivt bruger appen',
  'idp.scope.full_access': 'Få fuld adgang til din konto',
  'idp.scope.custom': 'Bruge området {scope}',
  'idp.logoutTitle': 'Vil du logge ud?',
  'idp.logoutBody': 'Er du sikker på, at du vil logge ud af din {projectName}-konto?',
  'idp.yes': 'Ja',
  'idp.no': 'Nej',
  'idp.logoutDeniedTitle': 'Stadig logget ind',
  'idp.logoutDenied': 'Du er ikke blevet logget ud. Du kan lukke denne side.',
};

export default texts;
