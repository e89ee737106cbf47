/** Portuguese (pt): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Continuar',
  'common.back': 'Voltar',
  'common.tryAgain': 'Tentar novamente',
  'common.close': 'Fechar',
  'common.poweredBy': 'Com tecnologia',
  'common.logo': 'Logótipo',
  'common.providerName': 'Stytch',
  'field.email': 'Email',
  'field.phoneNumber': 'Número de telemóvel',
  'field.country': 'País',
  'field.passcode': 'Introduza o código de utilização única',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'O formato do email é inválido.',
  'validation.invalidEmailAddress': 'Endereço de email inválido.',
  'validation.phoneFormatInvalid': 'O formato do número de telemóvel é inválido. Certifique-se de que o número está no formato E.164.',
  'main.header': 'Registe-se ou inicie sessão',
  'main.divider': 'ou',
  'main.tabsLabel': 'Método de início de sessão',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  'main.tab.password': 'Email',
  'main.error.passkeysAlone': 'Erro: não é possível utilizar chaves de acesso isoladamente. Adicione outro produto à configuração.',
  'main.error.emlAndEmailOtp': 'Erro: não é possível utilizar EML e OTP por email em simultâneo',
  'main.passkeyButton': 'Iniciar sessão com chave de acesso',
  'main.otherCryptoWallets': 'Continuar com outra carteira de criptomoedas',
  'main.sendLink': 'Continuar',
  'main.sendCode': 'Continuar',
};

export default texts;
