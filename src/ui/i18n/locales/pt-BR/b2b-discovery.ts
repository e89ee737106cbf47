/** Brazilian Portuguese (pt-BR): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Selecione uma organização para continuar',
  'b2b.discovery.continue': 'Continuar',
  'b2b.discovery.acceptInvite': 'Aceitar convite',
  'b2b.discovery.join': 'Participar',
  'b2b.discovery.create': 'Criar uma organização',
  'b2b.discovery.working': 'Fazendo login…',
  'b2b.discovery.none.title': '{email} não pertence a nenhuma organização.',
  'b2b.discovery.none.askAdmin': 'Verifique se o seu endereço de e-mail está correto. Se estiver, talvez você precise receber um convite do administrador.',
  'b2b.discovery.none.createTitle': 'Crie uma organização para começar',
  'b2b.discovery.none.createBody': '{email} não tem uma conta. Acha que isso é um erro? Tente outro endereço de e-mail ou entre em contato com o administrador.',
  'b2b.discovery.none.tryAgain': 'Tentar outro endereço de e-mail',
  'b2b.discovery.createForm.title': 'Criar uma organização',
  'b2b.discovery.createForm.name': 'Nome da organização',
  'b2b.discovery.createForm.slug': 'Identificador da organização',
  'b2b.discovery.createForm.url': 'Endereço da sua organização: {url}',
  'b2b.discovery.createForm.submit': 'Criar organização',
  'b2b.discovery.createForm.nameRequired': 'Digite um nome para sua organização.',
  'b2b.discovery.createForm.slugInvalid': 'Use de 2 a 128 letras, dígitos, hífens, pontos, sublinhados ou tis.',
};

export default texts;
