/** Swedish (sv): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Lösenord',
  'b2b.password.newField': 'Nytt lösenord',
  'b2b.password.show': 'Visa lösenord',
  'b2b.password.required': 'Ange ditt lösenord.',
  'b2b.password.loginTitle': 'Logga in med e-post och lösenord',
  'b2b.password.loginOrganization': 'Logga in på {organization}',
  'b2b.password.forgot': 'Glömt ditt lösenord?',
  'b2b.password.forgotTitle': 'Återställ ditt lösenord',
  'b2b.password.forgotOrganization': 'Vi mejlar dig en inloggningslänk så att du kan logga in direkt på ditt konto, eller återställa ditt lösenord om du har ett.',
  'b2b.password.forgotDiscovery': 'Vi mejlar dig en verifieringslänk så att du kan skapa ett konto, eller återställa ditt lösenord om du har ett.',
  'b2b.password.noPasswordTitle': 'Ange ett lösenord via e-post',
  'b2b.password.noPasswordBody': 'Du har inget lösenord än. Vi mejlar dig en länk så att du kan ange ett.',
  'b2b.password.breachedTitle': 'Välj ett nytt lösenord',
  'b2b.password.breachedBody': 'Vi mejlar dig en länk så att du kan välja ett nytt lösenord som du inte har använt någon annanstans.',
  'b2b.password.sendLink': 'Mejla mig en länk',
  'b2b.password.sentTitle': 'Kolla din e-post',
  'b2b.password.sentBody': 'En länk för att återställa ditt lösenord har skickats till {email}.',
  'b2b.password.didntGetIt': 'Fick du inget?',
  'b2b.password.resend': 'Skicka mejlet igen',
  'b2b.password.resent': 'Mejlet har skickats igen',
  'b2b.password.setNewTitle': 'Ange ett nytt lösenord',
  'b2b.password.setNewBody': 'Välj ett nytt lösenord för ditt konto.',
  'b2b.password.noToken': 'Sidan öppnades utan en länk för att återställa lösenordet. Öppna länken i mejlet igen.',
  'b2b.password.strengthScore': 'Lösenordsstyrka: {score} av 4.',
  'b2b.password.accepted': 'Lösenordet godkändes.',
  'b2b.password.notAccepted': 'Lösenordet godkändes inte.',
  'b2b.password.requirementsLabel': 'Lösenordskrav',
  'b2b.password.requirementMet': 'Uppfyllt:',
  'b2b.password.requirementUnmet': 'Inte uppfyllt än:',
  'b2b.password.minimumLength': { one: 'Måste vara minst {count} tecken långt', other: 'Måste vara minst {count} tecken långt' },
  'b2b.password.complexity': { one: 'Måste innehålla {count} av följande: versal, gemen, siffra, symbol', other: 'Måste innehålla {count} av följande: versal, gemen, siffra, symbol' },
  'b2b.password.breached': 'Lösenordet kan ha använts på en annan webbplats som drabbats av ett säkerhetsintrång. Välj ett annat lösenord.',
};

export default texts;
