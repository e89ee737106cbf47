/** Ukrainian (uk): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Пароль',
  'password.newPassword': 'Новий пароль',
  'password.showPassword': 'Показати пароль',
  'password.createTitle': 'Створіть обліковий запис',
  'password.createBody': 'Придумайте пароль для {email}.',
  'password.loginTitle': 'Вхід',
  'password.loginBody': 'Введіть пароль для {email}.',
  'password.forgot': 'Забули пароль?',
  'password.createInstead': 'Створити пароль',
  'password.emailLinkInstead': 'Надіслати посилання для входу на пошту',
  'password.emailCodeInstead': 'Надіслати код для входу на пошту',
  'password.strengthLabel': 'Надійність пароля',
  'password.strength.veryWeak': 'Дуже слабкий',
  'password.strength.weak': 'Слабкий',
  'password.strength.strong': 'Надійний',
  'password.strength.veryStrong': 'Дуже надійний',
  'password.requirementsLabel': 'Вимоги до пароля',
  'password.requirementMet': 'Виконано:',
  'password.requirementUnmet': 'Не виконано:',
  'password.luds.length': { one: 'Щонайменше {count} символ', few: 'Щонайменше {count} символи', many: 'Щонайменше {count} символів', other: 'Щонайменше {count} символу' },
  'password.luds.complexity': { one: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол', few: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол', many: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол', other: 'Має містити {count} з таких типів символів: велика літера, мала літера, цифра, спецсимвол' },
  'password.luds.breached': 'Можливо, цей пароль використовувався на іншому сайті, де стався витік даних. Виберіть інший пароль.',
  'password.forgotTitle': 'Перевірте пошту: ми надіслали інструкції для входу!',
  'password.forgotBody': 'Ми надіслали на {email} лист із посиланням для скидання пароля. Перейдіть за ним, щоб установити новий пароль.',
  'password.setNewTitle': 'Перевірте пошту!',
  'password.setNewBody': 'Ми надіслали лист на {email}. Перейдіть за посиланням у листі, щоб установити пароль для облікового запису.',
  'password.dedupeTitle': 'Перевірте пошту, щоб установити новий пароль',
  'password.dedupeBody': 'Ми хочемо переконатися, що ваш обліковий запис захищений і входите справді ви! Ми надіслали лист на {email}. Перейдіть за посиланням у листі, щоб установити новий пароль.',
  'password.breachedTitle': 'Перевірте пошту, щоб скинути пароль',
  'password.breachedBody': 'Щоб захистити ваш обліковий запис, ми надіслали лист на {email}. Перейдіть за посиланням у листі та встановіть новий пароль, який ви не використовуєте на інших сайтах.',
  'password.didntGetIt': 'Не отримали лист?',
  'password.resend': 'Надіслати ще раз',
  'password.emailResent': 'Лист надіслано повторно',
  'password.loggingIn': 'Виконується вхід…',
  'password.resetTitle': 'Скидання пароля',
  'password.resetBody': 'Установіть новий пароль для облікового запису.',
  'password.requestNewBody': 'Введіть адресу ел. пошти, і ми надішлемо вам нове посилання.',
  'password.sendNewEmail': 'Надіслати новий лист',
  'password.confirmationTitle': 'Готово!',
  'password.confirmationBody': 'Ви успішно увійшли.',
};

export default texts;
