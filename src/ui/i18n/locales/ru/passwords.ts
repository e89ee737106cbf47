/** Russian (ru): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Пароль',
  'password.newPassword': 'Новый пароль',
  'password.showPassword': 'Показать пароль',
  'password.createTitle': 'Создайте аккаунт',
  'password.createBody': 'Придумайте пароль для {email}.',
  'password.loginTitle': 'Вход',
  'password.loginBody': 'Введите пароль для {email}.',
  'password.forgot': 'Забыли пароль?',
  'password.createInstead': 'Создать пароль',
  'password.emailLinkInstead': 'Прислать ссылку для входа на почту',
  'password.emailCodeInstead': 'Прислать код для входа на почту',
  'password.strengthLabel': 'Надёжность пароля',
  'password.strength.veryWeak': 'Очень слабый',
  'password.strength.weak': 'Слабый',
  'password.strength.strong': 'Надёжный',
  'password.strength.veryStrong': 'Очень надёжный',
  'password.requirementsLabel': 'Требования к паролю',
  'password.requirementMet': 'Выполнено:',
  'password.requirementUnmet': 'Не выполнено:',
  'password.luds.length': { one: 'Не менее {count} символа', few: 'Не менее {count} символов', many: 'Не менее {count} символов', other: 'Не менее {count} символа' },
  'password.luds.complexity': { one: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол', few: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол', many: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол', other: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол' },
  'password.luds.breached': 'Возможно, этот пароль использовался на другом сайте, где произошла утечка данных. Выберите другой пароль.',
  'password.forgotTitle': 'Проверьте почту: мы отправили инструкции для входа!',
  'password.forgotBody': 'Мы отправили на {email} письмо со ссылкой для сброса пароля. Перейдите по ней, чтобы задать новый пароль.',
  'password.setNewTitle': 'Проверьте почту!',
  'password.setNewBody': 'Мы отправили письмо на {email}. Перейдите по ссылке из письма, чтобы задать пароль для аккаунта.',
  'password.dedupeTitle': 'Проверьте почту, чтобы задать новый пароль',
  'password.dedupeBody': 'Мы хотим убедиться, что ваш аккаунт защищён и входите действительно вы! Мы отправили письмо на {email}. Перейдите по ссылке из письма, чтобы задать новый пароль.',
  'password.breachedTitle': 'Проверьте почту, чтобы сбросить пароль',
  'password.breachedBody': 'Чтобы защитить ваш аккаунт, мы отправили письмо на {email}. Перейдите по ссылке из письма и задайте новый пароль, который вы не используете на других сайтах.',
  'password.didntGetIt': 'Не получили письмо?',
  'password.resend': 'Отправить ещё раз',
  'password.emailResent': 'Письмо отправлено повторно',
  'password.loggingIn': 'Выполняется вход…',
  'password.resetTitle': 'Сброс пароля',
  'password.resetBody': 'Задайте новый пароль для аккаунта.',
  'password.requestNewBody': 'Введите адрес эл. почты, и мы отправим вам новую ссылку.',
  'password.sendNewEmail': 'Отправить новое письмо',
  'password.confirmationTitle': 'Готово!',
  'password.confirmationBody': 'Вы успешно вошли.',
};

export default texts;
