/** French (fr): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const fr: EmulatorTexts = {
  'duration.minutes': { one: '{count} minute', many: '{count} de minutes', other: '{count} minutes' },
  'duration.seconds': { one: '{count} seconde', many: '{count} de secondes', other: '{count} secondes' },
  'otp.subject': 'Votre code de vérification',
  'otp.body': 'Votre code de vérification {projectName} est {code}. Il expire dans {duration}.',
  'magicLink.login.subject': 'Votre lien de connexion',
  'magicLink.signup.subject': 'Confirmez votre adresse e-mail pour vous inscrire',
  'magicLink.login.intro': 'Cliquez sur le lien ci-dessous pour vous connecter à {projectName} :',
  'magicLink.signup.intro': 'Cliquez sur le lien ci-dessous pour finaliser votre inscription à {projectName} :',
  'magicLink.expiry': 'Ce lien expire dans {duration}. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  'passwordReset.subject': 'Réinitialisez votre mot de passe',
  'passwordReset.intro': 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte {projectName}. Pour choisir un nouveau mot de passe, ouvrez :',
  'passwordReset.loginInstead': 'Ou connectez-vous sans modifier votre mot de passe :',
  'passwordReset.expiry': 'Ces liens expirent dans {duration}. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
  'b2b.passwordReset.organization.subject': 'Réinitialisez votre mot de passe {organizationName}',
  'b2b.passwordReset.organization.intro': 'Quelqu’un a demandé la réinitialisation de votre mot de passe pour {organizationName}. Pour en choisir un nouveau, ouvrez :',
  'b2b.passwordReset.project.subject': 'Réinitialisez votre mot de passe {projectName}',
  'b2b.passwordReset.project.intro': 'Quelqu’un a demandé la réinitialisation de votre mot de passe {projectName}. Pour en choisir un nouveau, ouvrez :',
  'b2b.passwordReset.expiry': 'Le lien expire dans {duration}. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
  'b2b.otp.subject': 'Votre code de vérification {projectName}',
  'b2b.otp.body': 'Votre code de connexion est {code}. Il expire dans {duration}.',
  'b2b.otp.organizationBody': 'Votre code de connexion à {organizationName} est {code}. Il expire dans {duration}.',
  'b2b.magicLink.subject': 'Votre lien de connexion {projectName}',
  'b2b.magicLink.body': 'Connectez-vous à {name} : {link}',
  'b2b.magicLink.expiry': 'Le lien expire dans {duration}.',
};

export default fr;
