/** Swedish (sv): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const sv: EmulatorTexts = {
  'duration.minutes': { one: '{count} minut', other: '{count} minuter' },
  'duration.seconds': { one: '{count} sekund', other: '{count} sekunder' },
  'otp.subject': 'Din verifieringskod',
  'otp.body': 'Din verifieringskod för {projectName} är {code}. Den går ut om {duration}.',
  'magicLink.login.subject': 'Din inloggningslänk',
  'magicLink.signup.subject': 'Bekräfta din e-postadress för att registrera dig',
  'magicLink.login.intro': 'Klicka på länken nedan för att logga in på {projectName}:',
  'magicLink.signup.intro': 'Klicka på länken nedan för att slutföra registreringen på {projectName}:',
  'magicLink.expiry': 'Länken går ut om {duration}. Om du inte har begärt den kan du ignorera det här mejlet.',
  'passwordReset.subject': 'Återställ ditt lösenord',
  'passwordReset.intro': 'Någon har begärt att lösenordet till ditt {projectName}-konto ska återställas. Öppna den här länken för att välja ett nytt lösenord:',
  'passwordReset.loginInstead': 'Eller logga in utan att ändra ditt lösenord:',
  'passwordReset.expiry': 'Länkarna går ut om {duration}. Om du inte har begärt detta kan du ignorera det här mejlet.',
  'b2b.passwordReset.organization.subject': 'Återställ ditt lösenord för {organizationName}',
  'b2b.passwordReset.organization.intro': 'Någon har begärt att ditt lösenord för {organizationName} ska återställas. Öppna den här länken för att välja ett nytt:',
  'b2b.passwordReset.project.subject': 'Återställ ditt lösenord för {projectName}',
  'b2b.passwordReset.project.intro': 'Någon har begärt att ditt lösenord för {projectName} ska återställas. Öppna den här länken för att välja ett nytt:',
  'b2b.passwordReset.expiry': 'Länken går ut om {duration}. Om du inte har begärt detta kan du ignorera det här mejlet.',
  'b2b.otp.subject': 'Din verifieringskod för {projectName}',
  'b2b.otp.body': 'Din inloggningskod är {code}. Den går ut om {duration}.',
  'b2b.otp.organizationBody': 'Din kod för att logga in på {organizationName} är {code}. Den går ut om {duration}.',
  'b2b.magicLink.subject': 'Din inloggningslänk för {projectName}',
  'b2b.magicLink.body': 'Logga in på {name}: {link}',
  'b2b.magicLink.expiry': 'Länken går ut om {duration}.',
};

export default sv;
