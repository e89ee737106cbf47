/** Ukrainian (uk): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Пароль',
  'b2b.password.newField': 'Новий пароль',
  'b2b.password.show': 'Показати пароль',
  'b2b.password.required': 'Введіть пароль.',
  'b2b.password.loginTitle': 'Вхід за ел. поштою та паролем',
  'b2b.password.loginOrganization': 'Вхід в організацію {organization}',
  'b2b.password.forgot': 'Забули пароль?',
  'b2b.password.forgotTitle': 'Скидання пароля',
  'b2b.password.forgotOrganization': 'Ми надішлемо вам на пошту посилання, за яким можна одразу увійти в обліковий запис або скинути пароль, якщо він у вас є.',
  'b2b.password.forgotDiscovery': 'Ми надішлемо вам на пошту посилання для підтвердження, за яким можна зареєструватися або скинути пароль, якщо він у вас є.',
  'b2b.password.noPasswordTitle': 'Установіть пароль за посиланням із листа',
  'b2b.password.noPasswordBody': 'У вас ще немає пароля. Ми надішлемо вам на пошту посилання, щоб його встановити.',
  'b2b.password.breachedTitle': 'Виберіть новий пароль',
  'b2b.password.breachedBody': 'Ми надішлемо вам на пошту посилання, щоб ви встановили новий пароль, який не використовуєте на інших сайтах.',
  'b2b.password.sendLink': 'Надіслати посилання на пошту',
  'b2b.password.sentTitle': 'Перевірте пошту',
  'b2b.password.sentBody': 'Посилання для скидання пароля надіслано на {email}.',
  'b2b.password.didntGetIt': 'Не отримали лист?',
  'b2b.password.resend': 'Надіслати ще раз',
  'b2b.password.resent': 'Лист надіслано повторно',
  'b2b.password.setNewTitle': 'Установіть новий пароль',
  'b2b.password.setNewBody': 'Установіть новий пароль для облікового запису.',
  'b2b.password.noToken': 'Сторінку відкрито без посилання для скидання пароля. Знову перейдіть за посиланням із листа.',
  'b2b.password.strengthScore': 'Надійність пароля: {score} з 4.',
  'b2b.password.accepted': 'Пароль прийнято.',
  'b2b.password.notAccepted': 'Пароль не прийнято.',
  'b2b.password.requirementsLabel': 'Вимоги до пароля',
  'b2b.password.requirementMet': 'Виконано:',
  'b2b.password.requirementUnmet': 'Не виконано:',
  'b2b.password.minimumLength': { one: 'Щонайменше {count} символ', few: 'Щонайменше {count} символи', many: 'Щонайменше {count} символів', other: 'Щонайменше {count} символу' },
  'b2b.password.complexity': { one: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол', few: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол', many: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол', other: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол' },
  'b2b.password.breached': 'Можливо, цей пароль використовувався на іншому сайті, де стався витік даних. Виберіть інший пароль.',
};

export default texts;
