/** Bulgarian (bg): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const bg: EmulatorTexts = {
  'duration.minutes': { one: '{count} минута', other: '{count} минути' },
  'duration.seconds': { one: '{count} секунда', other: '{count} секунди' },
  'otp.subject': 'Вашият код за потвърждение',
  'otp.body': 'Вашият код за потвърждение за {projectName} е {code}. Той изтича след {duration}.',
  'magicLink.login.subject': 'Вашата връзка за вход',
  'magicLink.signup.subject': 'Потвърдете имейла си, за да се регистрирате',
  'magicLink.login.intro': 'Щракнете върху връзката по-долу, за да влезете в {projectName}:',
  'magicLink.signup.intro': 'Щракнете върху връзката по-долу, за да завършите регистрацията си в {projectName}:',
  'magicLink.expiry': 'Тази връзка изтича след {duration}. Ако не сте я поискали, игнорирайте този имейл.',
  'passwordReset.subject': 'Смяна на паролата',
  'passwordReset.intro': 'Някой поиска смяна на паролата за профила ви в {projectName}. За да изберете нова парола, отворете:',
  'passwordReset.loginInstead': 'Или влезте, без да сменяте паролата си:',
  'passwordReset.expiry': 'Тези връзки изтичат след {duration}. Ако не сте поискали това, игнорирайте този имейл.',
  'b2b.passwordReset.organization.subject': 'Смяна на паролата ви за {organizationName}',
  'b2b.passwordReset.organization.intro': 'Някой поиска смяна на паролата ви за {organizationName}. За да изберете нова, отворете:',
  'b2b.passwordReset.project.subject': 'Смяна на паролата ви за {projectName}',
  'b2b.passwordReset.project.intro': 'Някой поиска смяна на паролата ви за {projectName}. За да изберете нова, отворете:',
  'b2b.passwordReset.expiry': 'Връзката изтича след {duration}. Ако не сте поискали това, игнорирайте този имейл.',
  'b2b.otp.subject': 'Вашият код за потвърждение за {projectName}',
  'b2b.otp.body': 'Вашият код за вход е {code}. Той изтича след {duration}.',
  'b2b.otp.organizationBody': 'Вашият код за вход в {organizationName} е {code}. Той изтича след {duration}.',
  'b2b.magicLink.subject': 'Вашата връзка за вход в {projectName}',
  'b2b.magicLink.body': 'Вход в {name}: {link}',
  'b2b.magicLink.expiry': 'Връзката изтича след {duration}.',
};

export default bg;
