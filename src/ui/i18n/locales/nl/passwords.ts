/** Dutch (nl): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Wachtwoord',
  'password.newPassword': 'Nieuw wachtwoord',
  'password.showPassword': 'Wachtwoord tonen',
  'password.createTitle': 'Account aanmaken',
  'password.createBody': 'Kies een wachtwoord voor {email}.',
  'password.loginTitle': 'Inloggen',
  'password.loginBody': 'Voer het wachtwoord voor {email} in.',
  'password.forgot': 'Wachtwoord vergeten?',
  'password.createInstead': 'Liever een wachtwoord aanmaken',
  'password.emailLinkInstead': 'Stuur me een inloglink',
  'password.emailCodeInstead': 'Stuur me een inlogcode',
  'password.strengthLabel': 'Wachtwoordsterkte',
  'password.strength.veryWeak': 'Zeer zwak',
  'password.strength.weak': 'Zwak',
  'password.strength.strong': 'Sterk',
  'password.strength.veryStrong': 'Zeer sterk',
  'password.requirementsLabel': 'Wachtwoordvereisten',
  'password.requirementMet': 'Voldaan:',
  'password.requirementUnmet': 'Nog niet voldaan:',
  'password.luds.length': { one: 'Moet minstens {count} teken lang zijn', other: 'Moet minstens {count} tekens lang zijn' },
  'password.luds.complexity': { one: 'Moet {count} van het volgende bevatten: hoofdletter, kleine letter, cijfer, symbool', other: 'Moet {count} van het volgende bevatten: hoofdletter, kleine letter, cijfer, symbool' },
  'password.luds.breached': 'Dit wachtwoord is mogelijk gebruikt op een andere website die getroffen is door een beveiligingsincident. Kies een ander wachtwoord.',
  'password.forgotTitle': 'Check je e-mail voor hulp bij het inloggen!',
  'password.forgotBody': 'We hebben een e-mail naar {email} gestuurd met een link om je wachtwoord opnieuw in te stellen. Volg de link om een nieuw wachtwoord te kiezen.',
  'password.setNewTitle': 'Check je e-mail!',
  'password.setNewBody': 'We hebben een e-mail naar {email} gestuurd. Volg de link in die e-mail om een wachtwoord voor je account in te stellen.',
  'password.dedupeTitle': 'Check je e-mail om een nieuw wachtwoord in te stellen',
  'password.dedupeBody': 'We willen zeker weten dat je account veilig is en dat jij het echt bent die inlogt! We hebben een e-mail naar {email} gestuurd. Volg de link in die e-mail om een nieuw wachtwoord in te stellen.',
  'password.breachedTitle': 'Check je e-mail om je wachtwoord opnieuw in te stellen',
  'password.breachedBody': 'Om je account te beschermen, hebben we een e-mail naar {email} gestuurd. Volg de link in die e-mail om een nieuw wachtwoord te kiezen dat je nog nergens anders hebt gebruikt.',
  'password.didntGetIt': 'Niets ontvangen?',
  'password.resend': 'E-mail opnieuw sturen',
  'password.emailResent': 'E-mail opnieuw gestuurd',
  'password.loggingIn': 'Inloggen…',
  'password.resetTitle': 'Wachtwoord opnieuw instellen',
  'password.resetBody': 'Kies een nieuw wachtwoord voor je account.',
  'password.requestNewBody': 'Voer je e-mailadres in, dan sturen we je een nieuwe link.',
  'password.sendNewEmail': 'Nieuwe e-mail sturen',
  'password.confirmationTitle': 'Gelukt!',
  'password.confirmationBody': 'Je bent ingelogd.',
};

export default texts;
