/** Russian (ru): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ru: EmulatorTexts = {
  'duration.minutes': { one: '{count} минуту', few: '{count} минуты', many: '{count} минут', other: '{count} минуты' },
  'duration.seconds': { one: '{count} секунду', few: '{count} секунды', many: '{count} секунд', other: '{count} секунды' },
  'otp.subject': 'Ваш код подтверждения',
  'otp.body': 'Ваш код подтверждения для {projectName}: {code}. Срок его действия истекает через {duration}.',
  'magicLink.login.subject': 'Ваша ссылка для входа',
  'magicLink.signup.subject': 'Подтвердите адрес эл. почты, чтобы зарегистрироваться',
  'magicLink.login.intro': 'Перейдите по ссылке ниже, чтобы войти в {projectName}:',
  'magicLink.signup.intro': 'Перейдите по ссылке ниже, чтобы завершить регистрацию в {projectName}:',
  'magicLink.expiry': 'Срок действия ссылки истекает через {duration}. Если вы её не запрашивали, проигнорируйте это письмо.',
  'passwordReset.subject': 'Сброс пароля',
  'passwordReset.intro': 'Поступил запрос на сброс пароля вашего аккаунта {projectName}. Чтобы задать новый пароль, откройте ссылку:',
  'passwordReset.loginInstead': 'Или войдите, не меняя пароль:',
  'passwordReset.expiry': 'Срок действия этих ссылок истекает через {duration}. Если вы не отправляли запрос, проигнорируйте это письмо.',
  'b2b.passwordReset.organization.subject': 'Сброс пароля для {organizationName}',
  'b2b.passwordReset.organization.intro': 'Поступил запрос на сброс вашего пароля для {organizationName}. Чтобы задать новый пароль, откройте ссылку:',
  'b2b.passwordReset.project.subject': 'Сброс пароля для {projectName}',
  'b2b.passwordReset.project.intro': 'Поступил запрос на сброс вашего пароля для {projectName}. Чтобы задать новый пароль, откройте ссылку:',
  'b2b.passwordReset.expiry': 'Срок действия ссылки истекает через {duration}. Если вы не отправляли запрос, проигнорируйте это письмо.',
  'b2b.otp.subject': 'Ваш код подтверждения для {projectName}',
  'b2b.otp.body': 'Ваш код для входа: {code}. Срок его действия истекает через {duration}.',
  'b2b.otp.organizationBody': 'Ваш код для входа в {organizationName}: {code}. Срок его действия истекает через {duration}.',
  'b2b.magicLink.subject': 'Ваша ссылка для входа в {projectName}',
  'b2b.magicLink.body': 'Вход в {name}: {link}',
  'b2b.magicLink.expiry': 'Срок действия ссылки истекает через {duration}.',
};

export default ru;
