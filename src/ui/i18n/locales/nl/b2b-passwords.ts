/** Dutch (nl): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Wachtwoord',
  'b2b.password.newField': 'Nieuw wachtwoord',
  'b2b.password.show': 'Wachtwoord tonen',
  'b2b.password.required': 'Voer je wachtwoord in.',
  'b2b.password.loginTitle': 'Inloggen met e-mailadres en wachtwoord',
  'b2b.password.loginOrganization': 'Inloggen bij {organization}',
  'b2b.password.forgot': 'Wachtwoord vergeten?',
  'b2b.password.forgotTitle': 'Wachtwoord opnieuw instellen',
  'b2b.password.forgotOrganization': 'We sturen je een inloglink per e-mail. Daarmee log je direct in op je account, of stel je je wachtwoord opnieuw in als je er een hebt.',
  'b2b.password.forgotDiscovery': 'We sturen je een verificatielink per e-mail. Daarmee maak je een account aan, of stel je je wachtwoord opnieuw in als je er een hebt.',
  'b2b.password.noPasswordTitle': 'Wachtwoord instellen via e-mail',
  'b2b.password.noPasswordBody': 'Je hebt nog geen wachtwoord. We sturen je een link per e-mail om er een in te stellen.',
  'b2b.password.breachedTitle': 'Kies een nieuw wachtwoord',
  'b2b.password.breachedBody': 'We sturen je een link per e-mail om een nieuw wachtwoord te kiezen dat je nog nergens anders hebt gebruikt.',
  'b2b.password.sendLink': 'Stuur me een link',
  'b2b.password.sentTitle': 'Check je e-mail',
  'b2b.password.sentBody': 'Er is een link om je wachtwoord opnieuw in te stellen gestuurd naar {email}.',
  'b2b.password.didntGetIt': 'Niets ontvangen?',
  'b2b.password.resend': 'E-mail opnieuw sturen',
  'b2b.password.resent': 'E-mail opnieuw gestuurd',
  'b2b.password.setNewTitle': 'Nieuw wachtwoord instellen',
  'b2b.password.setNewBody': 'Kies een nieuw wachtwoord voor je account.',
  'b2b.password.noToken': 'Deze pagina is geopend zonder link om je wachtwoord opnieuw in te stellen. Open de link in je e-mail opnieuw.',
  'b2b.password.strengthScore': 'Wachtwoordsterkte: {score} van 4.',
  'b2b.password.accepted': 'Wachtwoord geaccepteerd.',
  'b2b.password.notAccepted': 'Wachtwoord niet geaccepteerd.',
  'b2b.password.requirementsLabel': 'Wachtwoordvereisten',
  'b2b.password.requirementMet': 'Voldaan:',
  'b2b.password.requirementUnmet': 'Nog niet voldaan:',
  'b2b.password.minimumLength': { one: 'Moet minstens {count} teken lang zijn', other: 'Moet minstens {count} tekens lang zijn' },
  'b2b.password.complexity': { one: 'Moet {count} van het volgende bevatten: hoofdletter, kleine letter, cijfer, symbool', other: 'Moet {count} van het volgende bevatten: hoofdletter, kleine letter, cijfer, symbool' },
  'b2b.password.breached': 'Dit wachtwoord is mogelijk gebruikt op een andere website die getroffen is door een beveiligingsincident. Kies een ander wachtwoord.',
};

export default texts;
