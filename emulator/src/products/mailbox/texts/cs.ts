/** Czech (cs): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const cs: EmulatorTexts = {
  'duration.minutes': { one: '{count} minutu', few: '{count} minuty', many: '{count} minuty', other: '{count} minut' },
  'duration.seconds': { one: '{count} sekundu', few: '{count} sekundy', many: '{count} sekundy', other: '{count} sekund' },
  'otp.subject': 'Váš ověřovací kód',
  'otp.body': 'Váš ověřovací kód pro {projectName} je {code}. Platnost vyprší za {duration}.',
  'magicLink.login.subject': 'Váš přihlašovací odkaz',
  'magicLink.signup.subject': 'Potvrďte e-mail a dokončete registraci',
  'magicLink.login.intro': 'Kliknutím na odkaz níže se přihlásíte do {projectName}:',
  'magicLink.signup.intro': 'Kliknutím na odkaz níže dokončíte registraci do {projectName}:',
  'magicLink.expiry': 'Platnost odkazu vyprší za {duration}. Pokud jste o něj nežádali, tento e-mail ignorujte.',
  'passwordReset.subject': 'Obnovení hesla',
  'passwordReset.intro': 'Někdo požádal o obnovení hesla k vašemu účtu {projectName}. Nové heslo si zvolíte zde:',
  'passwordReset.loginInstead': 'Nebo se přihlaste bez změny hesla:',
  'passwordReset.expiry': 'Platnost těchto odkazů vyprší za {duration}. Pokud jste o to nežádali, tento e-mail ignorujte.',
  'b2b.passwordReset.organization.subject': 'Obnovení hesla pro {organizationName}',
  'b2b.passwordReset.organization.intro': 'Někdo požádal o obnovení vašeho hesla pro {organizationName}. Nové heslo si zvolíte zde:',
  'b2b.passwordReset.project.subject': 'Obnovení hesla pro {projectName}',
  'b2b.passwordReset.project.intro': 'Někdo požádal o obnovení vašeho hesla pro {projectName}. Nové heslo si zvolíte zde:',
  'b2b.passwordReset.expiry': 'Platnost odkazu vyprší za {duration}. Pokud jste o to nežádali, tento e-mail ignorujte.',
  'b2b.otp.subject': 'Váš ověřovací kód pro {projectName}',
  'b2b.otp.body': 'Váš kód pro přihlášení je {code}. Platnost vyprší za {duration}.',
  'b2b.otp.organizationBody': 'Váš kód pro přihlášení do {organizationName} je {code}. Platnost vyprší za {duration}.',
  'b2b.magicLink.subject': 'Váš přihlašovací odkaz pro {projectName}',
  'b2b.magicLink.body': 'Přihlášení do {name}: {link}',
  'b2b.magicLink.expiry': 'Platnost odkazu vyprší za {duration}.',
};

export default cs;
