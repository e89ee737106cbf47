/** Brazilian Portuguese (pt-BR): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'O formato do e-mail é inválido.',
  'invalid_phone_number': 'O formato do número de telefone é inválido. Verifique se o número está no formato E.164.',
  'unsubscribed_phone_number': 'Este número de telefone cancelou a inscrição. Para se inscrever novamente, envie um SMS com a palavra “START”.',
  'inactive_email': 'Este endereço de e-mail está marcado como inativo. Tente outro endereço de e-mail ou entre em contato com o administrador se achar que isso é um erro.',
  'unauthorized_credentials': 'E-mail ou senha incorretos.',
  'user_unauthenticated': 'É necessária uma sessão ativa para realizar esta ação.',
  'email_not_found': 'E-mail não encontrado.',
  'unable_to_auth_magic_link': 'Não foi possível validar o link de login porque ele já foi usado ou expirou. Tente novamente.',
  'no_user_password': 'Nenhuma senha encontrada para este usuário.',
  'breached_password': 'Esta senha aparece na lista de senhas vazadas e precisa ser redefinida.',
  'reset_password': 'A senha precisa ser redefinida.',
  'oauth_token_not_found': 'Não foi possível encontrar o token OAuth.',
  'invalid_code': 'O formato do código é inválido. Tente novamente.',
  'member_password_not_found': 'Senha do membro não encontrada.',
  'oauth_flow_callback_error': 'Ocorreu um erro no retorno do login com OAuth.',
  'unauthorized_action': 'Ação não autorizada.',
  'user_lock_limit_reached': 'Muitas tentativas de login sem sucesso. Tente novamente mais tarde.',
  'invalid_session_token': 'Token de sessão inválido.',
  'session_not_found': 'Sessão não encontrada.',
  'invalid_phone_number_country_code': 'O código do país é inválido, não é compatível ou está desativado.',
  'otp_code_not_found': 'Código de uso único incorreto. Tente novamente.',
  'duplicate_member_phone_number': 'Já existe um membro desta organização com este número de telefone.',
  'passkey_unknown_error': 'Ocorreu um erro desconhecido durante a autenticação com chave de acesso. Tente novamente.',
  'passkey_duplicate': 'Não é possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada entre seus dispositivos.',
  'passkey_not_created': 'Sua chave de acesso não foi criada. Clique em “Criar chave de acesso” para tentar novamente ou pule esta etapa sem adicionar uma chave de acesso.',
  'webauthn_registration_not_found': 'Esta chave de acesso foi removida da sua conta, mas ainda está salva no seu gerenciador de senhas. Remova-a de lá ou faça login de outra forma.',
  'crypto_connect_failed': '[Erro] Não foi possível conectar à carteira',
  'crypto_sign_failed': '[Erro] Não foi possível assinar a mensagem',
  'consent_error_heading': 'Parece que ocorreu um erro!',
  'consent_denied': 'O acesso ao aplicativo foi negado.',
  'no_active_session': 'Nenhuma sessão ativa detectada. Faça login para continuar.',
  'session_expired': 'Não foi possível concluir o login porque a sessão já expirou. Verifique a data e a hora do seu dispositivo e tente novamente.',
  'network_error': 'Não foi possível se comunicar com nossos servidores.',
  'invalid_json': 'Resposta JSON inválida dos nossos servidores.',
  'invalid_response': 'Resposta do servidor inválida ou ausente',
  'unknown_error': 'Algo deu errado. Tente novamente.',
};

export default texts;
