/** Ukrainian (uk): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const uk: EmulatorTexts = {
  'duration.minutes': { one: '{count} хвилину', few: '{count} хвилини', many: '{count} хвилин', other: '{count} хвилини' },
  'duration.seconds': { one: '{count} секунду', few: '{count} секунди', many: '{count} секунд', other: '{count} секунди' },
  'otp.subject': 'Ваш код підтвердження',
  'otp.body': 'Ваш код підтвердження для {projectName}: {code}. Термін його дії мине через {duration}.',
  'magicLink.login.subject': 'Ваше посилання для входу',
  'magicLink.signup.subject': 'Підтвердьте адресу ел. пошти, щоб зареєструватися',
  'magicLink.login.intro': 'Перейдіть за посиланням нижче, щоб увійти в {projectName}:',
  'magicLink.signup.intro': 'Перейдіть за посиланням нижче, щоб завершити реєстрацію в {projectName}:',
  'magicLink.expiry': 'Термін дії посилання мине через {duration}. Якщо ви його не запитували, проігноруйте цей лист.',
  'passwordReset.subject': 'Скидання пароля',
  'passwordReset.intro': 'Надійшов запит на скидання пароля вашого облікового запису {projectName}. Щоб установити новий пароль, відкрийте посилання:',
  'passwordReset.loginInstead': 'Або увійдіть, не змінюючи пароль:',
  'passwordReset.expiry': 'Термін дії цих посилань мине через {duration}. Якщо ви не надсилали запит, проігноруйте цей лист.',
  'b2b.passwordReset.organization.subject': 'Скидання пароля для {organizationName}',
  'b2b.passwordReset.organization.intro': 'Надійшов запит на скидання вашого пароля для {organizationName}. Щоб установити новий пароль, відкрийте посилання:',
  'b2b.passwordReset.project.subject': 'Скидання пароля для {projectName}',
  'b2b.passwordReset.project.intro': 'Надійшов запит на скидання вашого пароля для {projectName}. Щоб установити новий пароль, відкрийте посилання:',
  'b2b.passwordReset.expiry': 'Термін дії посилання мине через {duration}. Якщо ви не надсилали запит, проігноруйте цей лист.',
  'b2b.otp.subject': 'Ваш код підтвердження для {projectName}',
  'b2b.otp.body': 'Ваш код для входу: {code}. Термін його дії мине через {duration}.',
  'b2b.otp.organizationBody': 'Ваш код для входу в {organizationName}: {code}. Термін його дії мине через {duration}.',
  'b2b.magicLink.subject': 'Ваше посилання для входу в {projectName}',
  'b2b.magicLink.body': 'Вхід у {name}: {link}',
  'b2b.magicLink.expiry': 'Термін дії посилання мине через {duration}.',
};

export default uk;
