/** Danish (da): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Adgangskode',
  'b2b.password.newField': 'Ny adgangskode',
  'b2b.password.show': 'Vis adgangskode',
  'b2b.password.required': 'Indtast din adgangskode.',
  'b2b.password.loginTitle': 'Log ind med e-mail og adgangskode',
  'b2b.password.loginOrganization': 'Log ind på {organization}',
  'b2b.password.forgot': 'Har du glemt din adgangskode?',
  'b2b.password.forgotTitle': 'Nulstil din adgangskode',
  'b2b.password.forgotOrganization': 'Vi sender dig et loginlink på e-mail, så du kan logge direkte ind på din konto eller nulstille din adgangskode, hvis du har en.',
  'b2b.password.forgotDiscovery': 'Vi sender dig et bekræftelseslink på e-mail, så du kan oprette en konto eller nulstille din adgangskode, hvis du har en.',
  'b2b.password.noPasswordTitle': 'Opret en adgangskode via e-mail',
  'b2b.password.noPasswordBody': 'Du har ikke en adgangskode endnu. Vi sender dig et link på e-mail, så du kan oprette en.',
  'b2b.password.breachedTitle': 'Vælg en ny adgangskode',
  'b2b.password.breachedBody': 'Vi sender dig et link på e-mail, så du kan vælge en ny adgangskode, som du ikke har brugt andre steder.',
  'b2b.password.sendLink': 'Send mig et link',
  'b2b.password.sentTitle': 'Tjek din e-mail',
  'b2b.password.sentBody': 'Der er sendt et link til nulstilling af din adgangskode til {email}.',
  'b2b.password.didntGetIt': 'Ikke modtaget noget?',
  'b2b.password.resend': 'Send e-mail igen',
  'b2b.password.resent': 'E-mail sendt igen',
  'b2b.password.setNewTitle': 'Opret en ny adgangskode',
  'b2b.password.setNewBody': 'Vælg en ny adgangskode til din konto.',
  'b2b.password.noToken': 'Denne side blev åbnet uden et link til nulstilling af adgangskode. Åbn linket i din e-mail igen.',
  'b2b.password.strengthScore': 'Adgangskodens styrke: {score} ud af 4.',
  'b2b.password.accepted': 'Adgangskoden er godkendt.',
  'b2b.password.notAccepted': 'Adgangskoden er ikke godkendt.',
  'b2b.password.requirementsLabel': 'Krav til adgangskode',
  'b2b.password.requirementMet': 'Opfyldt:',
  'b2b.password.requirementUnmet': 'Ikke opfyldt endnu:',
  'b2b.password.minimumLength': { one: 'Skal være på mindst {count} tegn', other: 'Skal være på mindst {count} tegn' },
  'b2b.password.complexity': { one: 'Skal indeholde {count} af følgende: stort bogstav, lille bogstav, tal, symbol', other: 'Skal indeholde {count} af følgende: stort bogstav, lille bogstav, tal, symbol' },
  'b2b.password.breached': 'Denne adgangskode kan være blevet brugt på et andet website, der har været ramt af et sikkerhedsbrud. Vælg en anden adgangskode.',
};

export default texts;
