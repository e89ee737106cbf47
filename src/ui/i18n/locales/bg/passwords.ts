/** Bulgarian (bg): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Парола',
  'password.newPassword': 'Нова парола',
  'password.showPassword': 'Показване на паролата',
  'password.createTitle': 'Създайте профил',
  'password.createBody': 'Изберете парола за {email}.',
  'password.loginTitle': 'Вход',
  'password.loginBody': 'Въведете паролата за {email}.',
  'password.forgot': 'Забравена парола?',
  'password.createInstead': 'Създаване на парола',
  'password.emailLinkInstead': 'Изпращане на връзка за вход по имейл',
  'password.emailCodeInstead': 'Изпращане на код за вход по имейл',
  'password.strengthLabel': 'Сила на паролата',
  'password.strength.veryWeak': 'Много слаба',
  'password.strength.weak': 'Слаба',
  'password.strength.strong': 'Силна',
  'password.strength.veryStrong': 'Много силна',
  'password.requirementsLabel': 'Изисквания за паролата',
  'password.requirementMet': 'Изпълнено:',
  'password.requirementUnmet': 'Неизпълнено:',
  'password.luds.length': { one: 'Поне {count} знак', other: 'Поне {count} знака' },
  'password.luds.complexity': { one: 'Трябва да съдържа {count} от следните: главна буква, малка буква, цифра, символ', other: 'Трябва да съдържа {count} от следните: главна буква, малка буква, цифра, символ' },
  'password.luds.breached': 'Възможно е тази парола да е използвана в друг сайт, в който е имало пробив в сигурността. Изберете друга парола.',
  'password.forgotTitle': 'Проверете имейла си за помощ при влизането!',
  'password.forgotBody': 'Изпратихме имейл до {email} с връзка за смяна на паролата. Отворете връзката, за да изберете нова парола.',
  'password.setNewTitle': 'Проверете имейла си!',
  'password.setNewBody': 'Изпратихме имейл до {email}. Отворете връзката в него, за да зададете парола за профила си.',
  'password.dedupeTitle': 'Проверете имейла си, за да зададете нова парола',
  'password.dedupeBody': 'Искаме да сме сигурни, че профилът ви е защитен и че наистина вие влизате! Изпратихме имейл до {email}. Отворете връзката в него, за да зададете нова парола.',
  'password.breachedTitle': 'Проверете имейла си, за да смените паролата',
  'password.breachedBody': 'За да защитим профила ви, изпратихме имейл до {email}. Отворете връзката в него и изберете нова парола, която не използвате другаде.',
  'password.didntGetIt': 'Не сте го получили?',
  'password.resend': 'Изпращане отново',
  'password.emailResent': 'Имейлът е изпратен отново',
  'password.loggingIn': 'Влизане…',
  'password.resetTitle': 'Смяна на паролата',
  'password.resetBody': 'Изберете нова парола за профила си.',
  'password.requestNewBody': 'Въведете имейл адреса си и ще ви изпратим нова връзка.',
  'password.sendNewEmail': 'Изпращане на нов имейл',
  'password.confirmationTitle': 'Готово!',
  'password.confirmationBody': 'Влязохте успешно.',
};

export default texts;
