/** Italian (it): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Password',
  'password.newPassword': 'Nuova password',
  'password.showPassword': 'Mostra password',
  'password.createTitle': 'Crea un account',
  'password.createBody': 'Scegli una password per {email}.',
  'password.loginTitle': 'Accedi',
  'password.loginBody': 'Inserisci la password di {email}.',
  'password.forgot': 'Password dimenticata?',
  'password.createInstead': 'Crea invece una password',
  'password.emailLinkInstead': 'Inviami un link di accesso via email',
  'password.emailCodeInstead': 'Inviami un codice via email',
  'password.strengthLabel': 'Sicurezza della password',
  'password.strength.veryWeak': 'Molto debole',
  'password.strength.weak': 'Debole',
  'password.strength.strong': 'Sicura',
  'password.strength.veryStrong': 'Molto sicura',
  'password.requirementsLabel': 'Requisiti della password',
  'password.requirementMet': 'Soddisfatto:',
  'password.requirementUnmet': 'Non ancora:',
  'password.luds.length': { one: 'Deve contenere almeno {count} carattere', many: 'Deve contenere almeno {count} di caratteri', other: 'Deve contenere almeno {count} caratteri' },
  'password.luds.complexity': { one: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo', many: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo', other: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo' },
  'password.luds.breached': 'Questa password potrebbe essere stata usata su un altro sito che ha subito una violazione della sicurezza. Scegli un’altra password.',
  'password.forgotTitle': 'Controlla la tua email per ricevere aiuto con l’accesso!',
  'password.forgotBody': 'Abbiamo inviato a {email} un’email con un link per reimpostare la password. Apri il link per scegliere una nuova password.',
  'password.setNewTitle': 'Controlla la tua email!',
  'password.setNewBody': 'Abbiamo inviato un’email a {email}. Apri il link contenuto nell’email per impostare una password per il tuo account.',
  'password.dedupeTitle': 'Controlla la tua email per impostare una nuova password',
  'password.dedupeBody': 'Vogliamo assicurarci che il tuo account sia protetto e che a eseguire l’accesso sia davvero tu! Abbiamo inviato un’email a {email}. Apri il link contenuto nell’email per impostare una nuova password.',
  'password.breachedTitle': 'Controlla la tua email per reimpostare la password',
  'password.breachedBody': 'Per proteggere il tuo account, abbiamo inviato un’email a {email}. Apri il link contenuto nell’email per scegliere una nuova password che non hai mai usato altrove.',
  'password.didntGetIt': 'Non l’hai ricevuta?',
  'password.resend': 'Invia di nuovo l’email',
  'password.emailResent': 'Email inviata di nuovo',
  'password.loggingIn': 'Accesso in corso…',
  'password.resetTitle': 'Reimposta la password',
  'password.resetBody': 'Scegli una nuova password per il tuo account.',
  'password.requestNewBody': 'Inserisci il tuo indirizzo email e ti invieremo un nuovo link.',
  'password.sendNewEmail': 'Invia una nuova email',
  'password.confirmationTitle': 'Fatto!',
  'password.confirmationBody': 'Accesso eseguito.',
};

export default texts;
