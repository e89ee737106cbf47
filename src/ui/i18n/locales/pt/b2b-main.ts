/** Portuguese (pt): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registe-se ou inicie sessão',
  'b2b.main.continue': 'Continuar',
  'b2b.main.invalidEmail': 'O formato do email é inválido.',
  'b2b.main.or': 'ou',
  'b2b.main.sso': 'Utilizar início de sessão único',
  'b2b.main.password': 'Utilizar antes uma palavra-passe',
  'b2b.main.signingIn': 'A iniciar sessão…',
  'b2b.signedIn.title': 'Concluído!',
  'b2b.signedIn.body': 'Sessão iniciada com êxito.',
  'b2b.signedIn.bodyWithOrganization': 'Sessão iniciada com êxito em {organization}.',
  'b2b.primaryRequired.title': 'É necessário outro método de início de sessão',
  'b2b.primaryRequired.body': '{organization} exige que inicie sessão com outro método. Volte atrás e escolha um dos métodos permitidos.',
  'b2b.primaryRequired.goBack': 'Voltar',
};

export default texts;
