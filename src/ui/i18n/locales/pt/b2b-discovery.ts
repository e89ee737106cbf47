/** Portuguese (pt): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Selecione uma organização para continuar',
  'b2b.discovery.continue': 'Continuar',
  'b2b.discovery.acceptInvite': 'Aceitar convite',
  'b2b.discovery.join': 'Aderir',
  'b2b.discovery.create': 'Criar uma organização',
  'b2b.discovery.working': 'A iniciar sessão…',
  'b2b.discovery.none.title': '{email} não pertence a nenhuma organização.',
  'b2b.discovery.none.askAdmin': 'Certifique-se de que o seu endereço de email está correto. Caso contrário, poderá ter de ser convidado pelo seu administrador.',
  'b2b.discovery.none.createTitle': 'Crie uma organização para começar',
  'b2b.discovery.none.createBody': '{email} não tem conta. Acha que se trata de um erro? Experimente outro endereço de email ou contacte o seu administrador.',
  'b2b.discovery.none.tryAgain': 'Experimentar outro endereço de email',
  'b2b.discovery.createForm.title': 'Criar uma organização',
  'b2b.discovery.createForm.name': 'Nome da organização',
  'b2b.discovery.createForm.slug': 'Identificador da organização',
  'b2b.discovery.createForm.url': 'Endereço da sua organização: {url}',
  'b2b.discovery.createForm.submit': 'Criar organização',
  'b2b.discovery.createForm.nameRequired': 'Introduza um nome para a sua organização.',
  'b2b.discovery.createForm.slugInvalid': 'Utilize entre 2 e 128 letras, algarismos, hífenes, pontos, sublinhados ou tis.',
};

export default texts;
