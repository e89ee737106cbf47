/** Serbian (sr): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Лозинка',
  'password.newPassword': 'Нова лозинка',
  'password.showPassword': 'Прикажи лозинку',
  'password.createTitle': 'Направите налог',
  'password.createBody': 'Изаберите лозинку за {email}.',
  'password.loginTitle': 'Пријава',
  'password.loginBody': 'Унесите лозинку за {email}.',
  'password.forgot': 'Заборавили сте лозинку?',
  'password.createInstead': 'Направи лозинку',
  'password.emailLinkInstead': 'Пошаљи ми линк за пријаву имејлом',
  'password.emailCodeInstead': 'Пошаљи ми код за пријаву имејлом',
  'password.strengthLabel': 'Јачина лозинке',
  'password.strength.veryWeak': 'Веома слаба',
  'password.strength.weak': 'Слаба',
  'password.strength.strong': 'Јака',
  'password.strength.veryStrong': 'Веома јака',
  'password.requirementsLabel': 'Захтеви за лозинку',
  'password.requirementMet': 'Испуњено:',
  'password.requirementUnmet': 'Није испуњено:',
  'password.luds.length': { one: 'Најмање {count} знак', few: 'Најмање {count} знака', other: 'Најмање {count} знакова' },
  'password.luds.complexity': { one: 'Мора да садржи {count} од следећег: велико слово, мало слово, број, симбол', few: 'Мора да садржи {count} од следећег: велико слово, мало слово, број, симбол', other: 'Мора да садржи {count} од следећег: велико слово, мало слово, број, симбол' },
  'password.luds.breached': 'Ова лозинка је можда коришћена на другом сајту на ком је дошло до безбедносног инцидента. Изаберите другу лозинку.',
  'password.forgotTitle': 'Проверите имејл – послали смо упутства за пријаву!',
  'password.forgotBody': 'Послали смо имејл на {email} са линком за ресетовање лозинке. Отворите линк да бисте изабрали нову лозинку.',
  'password.setNewTitle': 'Проверите имејл!',
  'password.setNewBody': 'Послали смо имејл на {email}. Отворите линк у њему да бисте подесили лозинку за налог.',
  'password.dedupeTitle': 'Проверите имејл да бисте подесили нову лозинку',
  'password.dedupeBody': 'Желимо да будемо сигурни да је ваш налог безбедан и да се заиста ви пријављујете! Послали смо имејл на {email}. Отворите линк у њему да бисте подесили нову лозинку.',
  'password.breachedTitle': 'Проверите имејл да бисте ресетовали лозинку',
  'password.breachedBody': 'Да бисмо заштитили ваш налог, послали смо имејл на {email}. Отворите линк у њему и изаберите нову лозинку коју не користите нигде другде.',
  'password.didntGetIt': 'Нисте добили имејл?',
  'password.resend': 'Пошаљи поново',
  'password.emailResent': 'Имејл је поново послат',
  'password.loggingIn': 'Пријављивање…',
  'password.resetTitle': 'Ресетујте лозинку',
  'password.resetBody': 'Изаберите нову лозинку за свој налог.',
  'password.requestNewBody': 'Унесите имејл адресу и послаћемо вам нови линк.',
  'password.sendNewEmail': 'Пошаљи нови имејл',
  'password.confirmationTitle': 'Успешно!',
  'password.confirmationBody': 'Успешно сте се пријавили.',
};

export default texts;
