/** Portuguese (pt): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Concluído!',
  'passkey.successBody': 'A sua chave de acesso foi autenticada com êxito.',
  'passkey.checkingSession': 'A verificar a sua sessão…',
  'passkey.noActiveUser': 'Erro: não é possível utilizar o componente PasskeyRegistration sem um utilizador autenticado ativo.',
  'passkey.registrationTitle': 'Configurar uma nova chave de acesso',
  'passkey.registrationBody': 'As chaves de acesso permitem-lhe iniciar sessão com a impressão digital, o rosto ou o bloqueio de ecrã em vez de uma palavra-passe ou de um código.',
  'passkey.create': 'Criar chave de acesso',
  'passkey.skip': 'Ignorar',
  'passkey.createdTitle': 'Chave de acesso criada com êxito!',
  'passkey.skippedTitle': 'As suas chaves de acesso',
  'passkey.setUpAnother': 'Configurar outra chave de acesso',
  'passkey.done': 'Concluir',
  'passkey.existingPasskeys': 'Chaves de acesso existentes',
  'passkey.listNoActiveUser': 'Erro: não é possível utilizar o componente PasskeyList sem um utilizador autenticado ativo.',
  'passkey.listEmpty': 'Ainda não tem chaves de acesso.',
  'passkey.listLoading': 'A carregar as suas chaves de acesso…',
  'passkey.created': 'Criada a {date}',
  'passkey.lastUsed': 'Última utilização: {date}',
  'passkey.neverUsed': 'Ainda não utilizada',
  'passkey.rename': 'Mudar o nome',
  'passkey.renameLabel': 'Mudar o nome de {name}',
  'passkey.nameLabel': 'Nome da chave de acesso',
  'passkey.nameRequired': 'Introduza um nome para esta chave de acesso.',
  'passkey.nameHint': 'Prima Enter para guardar ou Esc para cancelar.',
  'passkey.save': 'Guardar',
  'passkey.delete': 'Eliminar',
  'passkey.deleteLabel': 'Eliminar {name}',
  'passkey.cancel': 'Cancelar',
  'passkey.deleteConfirm': 'Eliminar a chave de acesso {name}?',
  'passkey.deleteWarning': 'Uma chave de acesso eliminada deixa de poder ser utilizada para iniciar sessão. Remova-a também do seu gestor de palavras-passe.',
};

export default texts;
