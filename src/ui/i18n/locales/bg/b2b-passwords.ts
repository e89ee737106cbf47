/** Bulgarian (bg): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Парола',
  'b2b.password.newField': 'Нова парола',
  'b2b.password.show': 'Показване на паролата',
  'b2b.password.required': 'Въведете паролата си.',
  'b2b.password.loginTitle': 'Вход с имейл и парола',
  'b2b.password.loginOrganization': 'Вход в {organization}',
  'b2b.password.forgot': 'Забравена парола?',
  'b2b.password.forgotTitle': 'Смяна на паролата',
  'b2b.password.forgotOrganization': 'Ще ви изпратим по имейл връзка за вход, с която да влезете директно в профила си или да смените паролата си, ако имате такава.',
  'b2b.password.forgotDiscovery': 'Ще ви изпратим по имейл връзка за потвърждение, с която да се регистрирате или да смените паролата си, ако имате такава.',
  'b2b.password.noPasswordTitle': 'Задаване на парола по имейл',
  'b2b.password.noPasswordBody': 'Все още нямате парола. Ще ви изпратим по имейл връзка, за да зададете такава.',
  'b2b.password.breachedTitle': 'Изберете нова парола',
  'b2b.password.breachedBody': 'Ще ви изпратим по имейл връзка, за да изберете нова парола, която не използвате другаде.',
  'b2b.password.sendLink': 'Изпращане на връзка по имейл',
  'b2b.password.sentTitle': 'Проверете имейла си',
  'b2b.password.sentBody': 'Изпратихме връзка за смяна на паролата до {email}.',
  'b2b.password.didntGetIt': 'Не сте го получили?',
  'b2b.password.resend': 'Изпращане отново',
  'b2b.password.resent': 'Имейлът е изпратен отново',
  'b2b.password.setNewTitle': 'Задайте нова парола',
  'b2b.password.setNewBody': 'Изберете нова парола за профила си.',
  'b2b.password.noToken': 'Тази страница е отворена без връзка за смяна на паролата. Отворете отново връзката от имейла си.',
  'b2b.password.strengthScore': 'Сила на паролата: {score} от 4.',
  'b2b.password.accepted': 'Паролата е приета.',
  'b2b.password.notAccepted': 'Паролата не е приета.',
  'b2b.password.requirementsLabel': 'Изисквания за паролата',
  'b2b.password.requirementMet': 'Изпълнено:',
  'b2b.password.requirementUnmet': 'Неизпълнено:',
  'b2b.password.minimumLength': { one: 'Поне {count} знак', other: 'Поне {count} знака' },
  'b2b.password.complexity': { one: 'Трябва да съдържа {count} от следните: главна буква, малка буква, цифра, символ', other: 'Трябва да съдържа {count} от следните: главна буква, малка буква, цифра, символ' },
  'b2b.password.breached': 'Възможно е тази парола да е използвана в друг сайт, в който е имало пробив в сигурността. Изберете друга парола.',
};

export default texts;
