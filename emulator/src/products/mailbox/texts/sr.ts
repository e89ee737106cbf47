/** Serbian (sr): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const sr: EmulatorTexts = {
  'duration.minutes': { one: '{count} минут', few: '{count} минута', other: '{count} минута' },
  'duration.seconds': { one: '{count} секунду', few: '{count} секунде', other: '{count} секунди' },
  'otp.subject': 'Ваш верификациони код',
  'otp.body': 'Ваш верификациони код за {projectName} је {code}. Истиче за {duration}.',
  'magicLink.login.subject': 'Ваш линк за пријаву',
  'magicLink.signup.subject': 'Потврдите имејл да бисте се регистровали',
  'magicLink.login.intro': 'Кликните на линк испод да бисте се пријавили у {projectName}:',
  'magicLink.signup.intro': 'Кликните на линк испод да бисте довршили регистрацију за {projectName}:',
  'magicLink.expiry': 'Овај линк истиче за {duration}. Ако га нисте тражили, занемарите овај имејл.',
  'passwordReset.subject': 'Ресетујте лозинку',
  'passwordReset.intro': 'Неко је затражио ресетовање лозинке за ваш {projectName} налог. Да бисте изабрали нову лозинку, отворите:',
  'passwordReset.loginInstead': 'Или се пријавите без промене лозинке:',
  'passwordReset.expiry': 'Ови линкови истичу за {duration}. Ако ово нисте тражили, занемарите овај имејл.',
  'b2b.passwordReset.organization.subject': 'Ресетујте лозинку за {organizationName}',
  'b2b.passwordReset.organization.intro': 'Неко је затражио ресетовање ваше лозинке за {organizationName}. Да бисте изабрали нову, отворите:',
  'b2b.passwordReset.project.subject': 'Ресетујте лозинку за {projectName}',
  'b2b.passwordReset.project.intro': 'Неко је затражио ресетовање ваше лозинке за {projectName}. Да бисте изабрали нову, отворите:',
  'b2b.passwordReset.expiry': 'Линк истиче за {duration}. Ако ово нисте тражили, занемарите овај имејл.',
  'b2b.otp.subject': 'Ваш верификациони код за {projectName}',
  'b2b.otp.body': 'Ваш код за пријаву је {code}. Истиче за {duration}.',
  'b2b.otp.organizationBody': 'Ваш код за пријаву у {organizationName} је {code}. Истиче за {duration}.',
  'b2b.magicLink.subject': 'Ваш линк за пријаву у {projectName}',
  'b2b.magicLink.body': 'Пријава у {name}: {link}',
  'b2b.magicLink.expiry': 'Линк истиче за {duration}.',
};

export default sr;
