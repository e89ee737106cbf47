/** Italian (it): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Password',
  'b2b.password.newField': 'Nuova password',
  'b2b.password.show': 'Mostra password',
  'b2b.password.required': 'Inserisci la password.',
  'b2b.password.loginTitle': 'Accedi con email e password',
  'b2b.password.loginOrganization': 'Accedi a {organization}',
  'b2b.password.forgot': 'Password dimenticata?',
  'b2b.password.forgotTitle': 'Reimposta la password',
  'b2b.password.forgotOrganization': 'Ti invieremo via email un link per accedere direttamente al tuo account o per reimpostare la password, se ne hai una.',
  'b2b.password.forgotDiscovery': 'Ti invieremo via email un link di verifica per registrarti o per reimpostare la password, se ne hai una.',
  'b2b.password.noPasswordTitle': 'Imposta una password via email',
  'b2b.password.noPasswordBody': 'Non hai ancora una password. Ti invieremo via email un link per impostarne una.',
  'b2b.password.breachedTitle': 'Scegli una nuova password',
  'b2b.password.breachedBody': 'Ti invieremo via email un link per scegliere una nuova password che non hai mai usato altrove.',
  'b2b.password.sendLink': 'Inviami un link via email',
  'b2b.password.sentTitle': 'Controlla la tua email',
  'b2b.password.sentBody': 'Abbiamo inviato a {email} un link per reimpostare la password.',
  'b2b.password.didntGetIt': 'Non l’hai ricevuta?',
  'b2b.password.resend': 'Invia di nuovo l’email',
  'b2b.password.resent': 'Email inviata di nuovo',
  'b2b.password.setNewTitle': 'Imposta una nuova password',
  'b2b.password.setNewBody': 'Scegli una nuova password per il tuo account.',
  'b2b.password.noToken': 'Questa pagina è stata aperta senza un link per reimpostare la password. Apri di nuovo il link contenuto nell’email.',
  'b2b.password.strengthScore': 'Sicurezza della password: {score} su 4.',
  'b2b.password.accepted': 'Password accettata.',
  'b2b.password.notAccepted': 'Password non accettata.',
  'b2b.password.requirementsLabel': 'Requisiti della password',
  'b2b.password.requirementMet': 'Soddisfatto:',
  'b2b.password.requirementUnmet': 'Non ancora:',
  'b2b.password.minimumLength': { one: 'Deve contenere almeno {count} carattere', many: 'Deve contenere almeno {count} di caratteri', other: 'Deve contenere almeno {count} caratteri' },
  'b2b.password.complexity': { one: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo', many: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo', other: 'Deve contenere {count} dei seguenti elementi: lettera maiuscola, lettera minuscola, numero, simbolo' },
  'b2b.password.breached': 'Questa password potrebbe essere stata usata su un altro sito che ha subito una violazione della sicurezza. Scegli un’altra password.',
};

export default texts;
