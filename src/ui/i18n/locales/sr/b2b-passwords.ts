/** Serbian (sr): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Лозинка',
  'b2b.password.newField': 'Нова лозинка',
  'b2b.password.show': 'Прикажи лозинку',
  'b2b.password.required': 'Унесите лозинку.',
  'b2b.password.loginTitle': 'Пријава имејлом и лозинком',
  'b2b.password.loginOrganization': 'Пријава у {organization}',
  'b2b.password.forgot': 'Заборавили сте лозинку?',
  'b2b.password.forgotTitle': 'Ресетујте лозинку',
  'b2b.password.forgotOrganization': 'Послаћемо вам имејлом линк за пријаву помоћу ког можете директно да се пријавите на налог или да ресетујете лозинку ако је имате.',
  'b2b.password.forgotDiscovery': 'Послаћемо вам имејлом линк за потврду помоћу ког можете да се региструјете или да ресетујете лозинку ако је имате.',
  'b2b.password.noPasswordTitle': 'Подесите лозинку путем имејла',
  'b2b.password.noPasswordBody': 'Још увек немате лозинку. Послаћемо вам имејлом линк да је подесите.',
  'b2b.password.breachedTitle': 'Изаберите нову лозинку',
  'b2b.password.breachedBody': 'Послаћемо вам имејлом линк да изаберете нову лозинку коју не користите нигде другде.',
  'b2b.password.sendLink': 'Пошаљи ми линк имејлом',
  'b2b.password.sentTitle': 'Проверите имејл',
  'b2b.password.sentBody': 'Линк за ресетовање лозинке је послат на {email}.',
  'b2b.password.didntGetIt': 'Нисте добили имејл?',
  'b2b.password.resend': 'Пошаљи поново',
  'b2b.password.resent': 'Имејл је поново послат',
  'b2b.password.setNewTitle': 'Подесите нову лозинку',
  'b2b.password.setNewBody': 'Изаберите нову лозинку за свој налог.',
  'b2b.password.noToken': 'Ова страница је отворена без линка за ресетовање лозинке. Поново отворите линк из имејла.',
  'b2b.password.strengthScore': 'Јачина лозинке: {score} од 4.',
  'b2b.password.accepted': 'Лозинка је прихваћена.',
  'b2b.password.notAccepted': 'Лозинка није прихваћена.',
  'b2b.password.requirementsLabel': 'Захтеви за лозинку',
  'b2b.password.requirementMet': 'Испуњено:',
  'b2b.password.requirementUnmet': 'Није испуњено:',
  'b2b.password.minimumLength': { one: 'Најмање {count} знак', few: 'Најмање {count} знака', other: 'Најмање {count} знакова' },
  'b2b.password.complexity': { one: 'Мора да садржи {count} од следећег: велико слово, мало слово, број, симбол', few: 'Мора да садржи {count} од следећег: велико слово, мало слово, број, симбол', other: 'Мора да садржи {count} од следећег: велико слово, мало слово, број, симбол' },
  'b2b.password.breached': 'Ова лозинка је можда коришћена на другом сајту на ком је дошло до безбедносног инцидента. Изаберите другу лозинку.',
};

export default texts;
