/** Danish (da): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Adgangskode',
  'password.newPassword': 'Ny adgangskode',
  'password.showPassword': 'Vis adgangskode',
  'password.createTitle': 'Opret en konto',
  'password.createBody': 'Vælg en adgangskode til {email}.',
  'password.loginTitle': 'Log ind',
  'password.loginBody': 'Indtast adgangskoden til {email}.',
  'password.forgot': 'Glemt adgangskode?',
  'password.createInstead': 'Opret en adgangskode i stedet',
  'password.emailLinkInstead': 'Send mig et loginlink',
  'password.emailCodeInstead': 'Send mig en loginkode',
  'password.strengthLabel': 'Adgangskodens styrke',
  'password.strength.veryWeak': 'Meget svag',
  'password.strength.weak': 'Svag',
  'password.strength.strong': 'Stærk',
  'password.strength.veryStrong': 'Meget stærk',
  'password.requirementsLabel': 'Krav til adgangskode',
  'password.requirementMet': 'Opfyldt:',
  'password.requirementUnmet': 'Ikke opfyldt endnu:',
  'password.luds.length': { one: 'Skal være på mindst {count} tegn', other: 'Skal være på mindst {count} tegn' },
  'password.luds.complexity': { one: 'Skal indeholde {count} af følgende: stort bogstav, lille bogstav, tal, symbol', other: 'Skal indeholde {count} af følgende: stort bogstav, lille bogstav, tal, symbol' },
  'password.luds.breached': 'Denne adgangskode kan være blevet brugt på et andet website, der har været ramt af et sikkerhedsbrud. Vælg en anden adgangskode.',
  'password.forgotTitle': 'Tjek din e-mail for at få hjælp til at logge ind!',
  'password.forgotBody': 'Vi har sendt en e-mail til {email} med et link til at nulstille din adgangskode. Følg linket for at vælge en ny adgangskode.',
  'password.setNewTitle': 'Tjek din e-mail!',
  'password.setNewBody': 'Vi har sendt en e-mail til {email}. Følg linket i den for at oprette en adgangskode til din konto.',
  'password.dedupeTitle': 'Tjek din e-mail for at oprette en ny adgangskode',
  'password.dedupeBody': 'Vi vil sikre os, at din konto er beskyttet, og at det virkelig er dig, der logger ind! Vi har sendt en e-mail til {email}. Følg linket i den for at oprette en ny adgangskode.',
  'password.breachedTitle': 'Tjek din e-mail for at nulstille din adgangskode',
  'password.breachedBody': 'For at beskytte din konto har vi sendt en e-mail til {email}. Følg linket i den for at vælge en ny adgangskode, som du ikke har brugt andre steder.',
  'password.didntGetIt': 'Ikke modtaget noget?',
  'password.resend': 'Send e-mail igen',
  'password.emailResent': 'E-mail sendt igen',
  'password.loggingIn': 'Logger ind…',
  'password.resetTitle': 'Nulstil din adgangskode',
  'password.resetBody': 'Vælg en ny adgangskode til din konto.',
  'password.requestNewBody': 'Indtast din e-mailadresse, så sender vi dig et nyt link.',
  'password.sendNewEmail': 'Send en ny e-mail',
  'password.confirmationTitle': 'Det lykkedes!',
  'password.confirmationBody': 'Du er nu logget ind.',
};

export default texts;
