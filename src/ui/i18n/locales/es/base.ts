/** Spanish (es): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Continuar',
  'common.back': 'Atrás',
  'common.tryAgain': 'Reintentar',
  'common.close': 'Cerrar',
  'common.poweredBy': 'Con la tecnología de',
  'common.logo': 'Logotipo',
  'common.providerName': 'Stytch',
  'field.email': 'Correo electrónico',
  'field.phoneNumber': 'Número de teléfono',
  'field.country': 'País',
  'field.passcode': 'Introduce el código de un solo uso',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'El formato del correo electrónico no es válido.',
  'validation.invalidEmailAddress': 'Dirección de correo electrónico no válida.',
  'validation.phoneFormatInvalid': 'El formato del número de teléfono no es válido. Asegúrate de que el número esté en formato E.164.',
  'main.header': 'Regístrate o inicia sesión',
  'main.divider': 'o',
  'main.tabsLabel': 'Método de inicio de sesión',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Correo',
  'main.tab.password': 'Correo',
  'main.error.passkeysAlone': 'Error: las llaves de acceso no pueden usarse solas. Añade otro producto a la configuración.',
  'main.error.emlAndEmailOtp': 'Error: no se pueden usar a la vez EML y OTP por correo electrónico',
  'main.passkeyButton': 'Iniciar sesión con una llave de acceso',
  'main.otherCryptoWallets': 'Continuar con otro monedero de criptomonedas',
  'main.sendLink': 'Continuar',
  'main.sendCode': 'Continuar',
};

export default texts;
