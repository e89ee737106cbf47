/** Brazilian Portuguese (pt-BR): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Cadastre-se ou faça login',
  'b2b.main.continue': 'Continuar',
  'b2b.main.invalidEmail': 'O formato do e-mail é inválido.',
  'b2b.main.or': 'ou',
  'b2b.main.sso': 'Usar login único (SSO)',
  'b2b.main.password': 'Usar uma senha',
  'b2b.main.signingIn': 'Fazendo login…',
  'b2b.signedIn.title': 'Tudo certo!',
  'b2b.signedIn.body': 'Login feito com sucesso.',
  'b2b.signedIn.bodyWithOrganization': 'Login feito com sucesso em {organization}.',
  'b2b.primaryRequired.title': 'É necessário outro método de login',
  'b2b.primaryRequired.body': '{organization} exige que você faça login com outro método. Volte e escolha um método permitido.',
  'b2b.primaryRequired.goBack': 'Voltar',
};

export default texts;
