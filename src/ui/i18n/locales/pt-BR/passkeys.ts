/** Brazilian Portuguese (pt-BR): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Tudo certo!',
  'passkey.successBody': 'Sua chave de acesso foi autenticada.',
  'passkey.checkingSession': 'Verificando sua sessão…',
  'passkey.noActiveUser': 'Erro: não é possível usar o componente PasskeyRegistration sem um usuário autenticado ativo.',
  'passkey.registrationTitle': 'Configure uma nova chave de acesso',
  'passkey.registrationBody': 'Com as chaves de acesso, você faz login com sua impressão digital, seu rosto ou o bloqueio de tela, em vez de usar uma senha ou um código.',
  'passkey.create': 'Criar chave de acesso',
  'passkey.skip': 'Pular',
  'passkey.createdTitle': 'Chave de acesso criada!',
  'passkey.skippedTitle': 'Suas chaves de acesso',
  'passkey.setUpAnother': 'Configurar outra chave de acesso',
  'passkey.done': 'Concluído',
  'passkey.existingPasskeys': 'Chaves de acesso existentes',
  'passkey.listNoActiveUser': 'Erro: não é possível usar o componente PasskeyList sem um usuário autenticado ativo.',
  'passkey.listEmpty': 'Nenhuma chave de acesso ainda.',
  'passkey.listLoading': 'Carregando suas chaves de acesso…',
  'passkey.created': 'Criada em {date}',
  'passkey.lastUsed': 'Último uso em {date}',
  'passkey.neverUsed': 'Nunca usada',
  'passkey.rename': 'Renomear',
  'passkey.renameLabel': 'Renomear {name}',
  'passkey.nameLabel': 'Nome da chave de acesso',
  'passkey.nameRequired': 'Digite um nome para esta chave de acesso.',
  'passkey.nameHint': 'Pressione Enter para salvar ou Esc para cancelar.',
  'passkey.save': 'Salvar',
  'passkey.delete': 'Excluir',
  'passkey.deleteLabel': 'Excluir {name}',
  'passkey.cancel': 'Cancelar',
  'passkey.deleteConfirm': 'Excluir a chave de acesso {name}?',
  'passkey.deleteWarning': 'Uma chave de acesso excluída não pode mais ser usada para fazer login. Remova-a também do seu gerenciador de senhas.',
};

export default texts;
