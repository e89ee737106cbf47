/** Brazilian Portuguese (pt-BR): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Continuar',
  'common.back': 'Voltar',
  'common.tryAgain': 'Tentar novamente',
  'common.close': 'Fechar',
  'common.poweredBy': 'Com tecnologia',
  'common.logo': 'Logotipo',
  'common.providerName': 'Stytch',
  'field.email': 'E-mail',
  'field.phoneNumber': 'Número de telefone',
  'field.country': 'País',
  'field.passcode': 'Digite o código de uso único',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'O formato do e-mail é inválido.',
  'validation.invalidEmailAddress': 'Endereço de e-mail inválido.',
  'validation.phoneFormatInvalid': 'O formato do número de telefone é inválido. Verifique se o número está no formato E.164.',
  'main.header': 'Cadastre-se ou faça login',
  'main.divider': 'ou',
  'main.tabsLabel': 'Método de login',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mail',
  'main.tab.password': 'E-mail',
  'main.error.passkeysAlone': 'Erro: não é possível usar chaves de acesso sozinhas. Adicione outro produto à configuração.',
  'main.error.emlAndEmailOtp': 'Erro: não é possível usar EML e OTP por e-mail ao mesmo tempo',
  'main.passkeyButton': 'Fazer login com chave de acesso',
  'main.otherCryptoWallets': 'Continuar com outra carteira de criptomoedas',
  'main.sendLink': 'Continuar',
  'main.sendCode': 'Continuar',
};

export default texts;
