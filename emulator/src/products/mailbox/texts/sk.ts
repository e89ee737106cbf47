/** Slovak (sk): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const sk: EmulatorTexts = {
  'duration.minutes': { one: '{count} minútu', few: '{count} minúty', many: '{count} minúty', other: '{count} minút' },
  'duration.seconds': { one: '{count} sekundu', few: '{count} sekundy', many: '{count} sekundy', other: '{count} sekúnd' },
  'otp.subject': 'Váš overovací kód',
  'otp.body': 'Váš overovací kód pre {projectName} je {code}. Platnosť vyprší o {duration}.',
  'magicLink.login.subject': 'Váš prihlasovací odkaz',
  'magicLink.signup.subject': 'Potvrďte e-mail a dokončite registráciu',
  'magicLink.login.intro': 'Kliknutím na odkaz nižšie sa prihlásite do služby {projectName}:',
  'magicLink.signup.intro': 'Kliknutím na odkaz nižšie dokončíte registráciu do služby {projectName}:',
  'magicLink.expiry': 'Platnosť odkazu vyprší o {duration}. Ak ste oň nežiadali, tento e-mail ignorujte.',
  'passwordReset.subject': 'Obnovenie hesla',
  'passwordReset.intro': 'Niekto požiadal o obnovenie hesla k vášmu účtu {projectName}. Ak chcete zvoliť nové heslo, otvorte:',
  'passwordReset.loginInstead': 'Alebo sa prihláste bez zmeny hesla:',
  'passwordReset.expiry': 'Platnosť týchto odkazov vyprší o {duration}. Ak ste o to nežiadali, tento e-mail ignorujte.',
  'b2b.passwordReset.organization.subject': 'Obnovenie hesla pre {organizationName}',
  'b2b.passwordReset.organization.intro': 'Niekto požiadal o obnovenie vášho hesla pre {organizationName}. Ak chcete zvoliť nové, otvorte:',
  'b2b.passwordReset.project.subject': 'Obnovenie hesla pre {projectName}',
  'b2b.passwordReset.project.intro': 'Niekto požiadal o obnovenie vášho hesla pre {projectName}. Ak chcete zvoliť nové, otvorte:',
  'b2b.passwordReset.expiry': 'Platnosť odkazu vyprší o {duration}. Ak ste o to nežiadali, tento e-mail ignorujte.',
  'b2b.otp.subject': 'Váš overovací kód pre {projectName}',
  'b2b.otp.body': 'Váš kód na prihlásenie je {code}. Platnosť vyprší o {duration}.',
  'b2b.otp.organizationBody': 'Váš kód na prihlásenie do {organizationName} je {code}. Platnosť vyprší o {duration}.',
  'b2b.magicLink.subject': 'Váš prihlasovací odkaz pre {projectName}',
  'b2b.magicLink.body': 'Prihlásenie do {name}: {link}',
  'b2b.magicLink.expiry': 'Platnosť odkazu vyprší o {duration}.',
};

export default sk;
