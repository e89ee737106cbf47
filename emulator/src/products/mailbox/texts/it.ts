/** Italian (it): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const it: EmulatorTexts = {
  'duration.minutes': { one: '{count} minuto', many: '{count} di minuti', other: '{count} minuti' },
  'duration.seconds': { one: '{count} secondo', many: '{count} di secondi', other: '{count} secondi' },
  'otp.subject': 'Il tuo codice di verifica',
  'otp.body': 'Il tuo codice di verifica per {projectName} è {code}. Scade tra {duration}.',
  'magicLink.login.subject': 'Il tuo link di accesso',
  'magicLink.signup.subject': 'Conferma il tuo indirizzo email per registrarti',
  'magicLink.login.intro': 'Fai clic sul link qui sotto per accedere a {projectName}:',
  'magicLink.signup.intro': 'Fai clic sul link qui sotto per completare la registrazione a {projectName}:',
  'magicLink.expiry': 'Questo link scade tra {duration}. Se non l’hai richiesto, ignora questa email.',
  'passwordReset.subject': 'Reimposta la password',
  'passwordReset.intro': 'È stato richiesto il ripristino della password del tuo account {projectName}. Per scegliere una nuova password, apri:',
  'passwordReset.loginInstead': 'Oppure accedi senza cambiare la password:',
  'passwordReset.expiry': 'Questi link scadono tra {duration}. Se non hai fatto tu la richiesta, ignora questa email.',
  'b2b.passwordReset.organization.subject': 'Reimposta la password di {organizationName}',
  'b2b.passwordReset.organization.intro': 'È stato richiesto il ripristino della tua password per {organizationName}. Per sceglierne una nuova, apri:',
  'b2b.passwordReset.project.subject': 'Reimposta la password di {projectName}',
  'b2b.passwordReset.project.intro': 'È stato richiesto il ripristino della tua password di {projectName}. Per sceglierne una nuova, apri:',
  'b2b.passwordReset.expiry': 'Il link scade tra {duration}. Se non hai fatto tu la richiesta, ignora questa email.',
  'b2b.otp.subject': 'Il tuo codice di verifica per {projectName}',
  'b2b.otp.body': 'Il tuo codice di accesso è {code}. Scade tra {duration}.',
  'b2b.otp.organizationBody': 'Il tuo codice per accedere a {organizationName} è {code}. Scade tra {duration}.',
  'b2b.magicLink.subject': 'Il tuo link di accesso a {projectName}',
  'b2b.magicLink.body': 'Accedi a {name}: {link}',
  'b2b.magicLink.expiry': 'Il link scade tra {duration}.',
};

export default it;
