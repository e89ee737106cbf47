/** Portuguese (pt): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'O formato do email é inválido.',
  'invalid_phone_number': 'O formato do número de telemóvel é inválido. Certifique-se de que o número está no formato E.164.',
  'unsubscribed_phone_number': 'Este número de telemóvel cancelou a subscrição. Para voltar a subscrever, envie um SMS com a palavra «START».',
  'inactive_email': 'Este endereço de email está marcado como inativo. Experimente outro endereço de email ou contacte o seu administrador se achar que se trata de um erro.',
  'unauthorized_credentials': 'O email ou a palavra-passe estão incorretos.',
  'user_unauthenticated': 'É necessária uma sessão ativa para realizar esta ação.',
  'email_not_found': 'Email não encontrado.',
  'unable_to_auth_magic_link': 'Não foi possível validar o link de início de sessão porque já foi utilizado ou expirou. Tente novamente.',
  'no_user_password': 'Não foi encontrada nenhuma palavra-passe para este utilizador.',
  'breached_password': 'Esta palavra-passe consta da lista de palavras-passe comprometidas e tem de ser reposta.',
  'reset_password': 'A palavra-passe tem de ser reposta.',
  'oauth_token_not_found': 'Não foi possível encontrar o token OAuth.',
  'invalid_code': 'O formato do código é inválido. Tente novamente.',
  'member_password_not_found': 'Palavra-passe do membro não encontrada.',
  'oauth_flow_callback_error': 'Ocorreu um erro no regresso do início de sessão com OAuth.',
  'unauthorized_action': 'Ação não autorizada.',
  'user_lock_limit_reached': 'Demasiadas tentativas de início de sessão falhadas. Tente novamente mais tarde.',
  'invalid_session_token': 'Token de sessão inválido.',
  'session_not_found': 'Sessão não encontrada.',
  'invalid_phone_number_country_code': 'O indicativo do país é inválido, não é suportado ou está desativado.',
  'otp_code_not_found': 'Código de utilização única incorreto. Tente novamente.',
  'duplicate_member_phone_number': 'Já existe um membro desta organização com este número de telemóvel.',
  'passkey_unknown_error': 'Ocorreu um erro desconhecido durante a autenticação com chave de acesso. Tente novamente.',
  'passkey_duplicate': 'Não é possível criar a chave de acesso porque parece já estar registada. É possível que tenha sido registada noutro dispositivo e sincronizada entre os seus dispositivos.',
  'passkey_not_created': 'A sua chave de acesso não foi criada. Clique em «Criar chave de acesso» para tentar novamente ou ignore este passo sem adicionar uma chave de acesso.',
  'webauthn_registration_not_found': 'Esta chave de acesso foi removida da sua conta, mas continua guardada no seu gestor de palavras-passe. Remova-a também aí ou inicie sessão de outra forma.',
  'crypto_connect_failed': '[Erro] Não foi possível ligar à carteira',
  'crypto_sign_failed': '[Erro] Não foi possível assinar a mensagem',
  'consent_error_heading': 'Parece que ocorreu um erro!',
  'consent_denied': 'O acesso à aplicação foi recusado.',
  'no_active_session': 'Não foi detetada nenhuma sessão ativa. Inicie sessão para continuar.',
  'session_expired': 'Não foi possível concluir o início de sessão porque a sessão já expirou. Verifique a data e a hora do seu dispositivo e tente novamente.',
  'network_error': 'Não é possível contactar os nossos servidores.',
  'invalid_json': 'Resposta JSON inválida dos nossos servidores.',
  'invalid_response': 'Resposta do servidor inválida ou inexistente',
  'unknown_error': 'Algo correu mal. Tente novamente.',
};

export default texts;
