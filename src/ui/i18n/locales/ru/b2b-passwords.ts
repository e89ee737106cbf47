/** Russian (ru): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Пароль',
  'b2b.password.newField': 'Новый пароль',
  'b2b.password.show': 'Показать пароль',
  'b2b.password.required': 'Введите пароль.',
  'b2b.password.loginTitle': 'Вход по эл. почте и паролю',
  'b2b.password.loginOrganization': 'Вход в организацию {organization}',
  'b2b.password.forgot': 'Забыли пароль?',
  'b2b.password.forgotTitle': 'Сброс пароля',
  'b2b.password.forgotOrganization': 'Мы пришлём вам на почту ссылку, по которой можно сразу войти в аккаунт или сбросить пароль, если он у вас есть.',
  'b2b.password.forgotDiscovery': 'Мы пришлём вам на почту ссылку для подтверждения, по которой можно зарегистрироваться или сбросить пароль, если он у вас есть.',
  'b2b.password.noPasswordTitle': 'Задайте пароль по ссылке из письма',
  'b2b.password.noPasswordBody': 'У вас ещё нет пароля. Мы пришлём вам на почту ссылку, чтобы его задать.',
  'b2b.password.breachedTitle': 'Выберите новый пароль',
  'b2b.password.breachedBody': 'Мы пришлём вам на почту ссылку, чтобы вы задали новый пароль, который не используете на других сайтах.',
  'b2b.password.sendLink': 'Прислать ссылку на почту',
  'b2b.password.sentTitle': 'Проверьте почту',
  'b2b.password.sentBody': 'Ссылка для сброса пароля отправлена на {email}.',
  'b2b.password.didntGetIt': 'Не получили письмо?',
  'b2b.password.resend': 'Отправить ещё раз',
  'b2b.password.resent': 'Письмо отправлено повторно',
  'b2b.password.setNewTitle': 'Задайте новый пароль',
  'b2b.password.setNewBody': 'Задайте новый пароль для аккаунта.',
  'b2b.password.noToken': 'Страница открыта без ссылки для сброса пароля. Снова перейдите по ссылке из письма.',
  'b2b.password.strengthScore': 'Надёжность пароля: {score} из 4.',
  'b2b.password.accepted': 'Пароль принят.',
  'b2b.password.notAccepted': 'Пароль не принят.',
  'b2b.password.requirementsLabel': 'Требования к паролю',
  'b2b.password.requirementMet': 'Выполнено:',
  'b2b.password.requirementUnmet': 'Не выполнено:',
  'b2b.password.minimumLength': { one: 'Не менее {count} символа', few: 'Не менее {count} символов', many: 'Не менее {count} символов', other: 'Не менее {count} символа' },
  'b2b.password.complexity': { one: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол', few: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол', many: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол', other: 'Должен содержать {count} из следующих типов символов: заглавная буква, строчная буква, цифра, спецсимвол' },
  'b2b.password.breached': 'Возможно, этот пароль использовался на другом сайте, где произошла утечка данных. Выберите другой пароль.',
};

export default texts;
