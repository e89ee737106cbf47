/** Catalan (ca): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Continua',
  'common.back': 'Enrere',
  'common.tryAgain': 'Torna-ho a provar',
  'common.close': 'Tanca',
  'common.poweredBy': 'Amb la tecnologia de',
  'common.logo': 'Logotip',
  'common.providerName': 'Stytch',
  'field.email': 'Correu electrònic',
  'field.phoneNumber': 'Número de telèfon',
  'field.country': 'País',
  'field.passcode': 'Introdueix el codi d’un sol ús',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'El format de l’adreça electrònica no és vàlid.',
  'validation.invalidEmailAddress': 'L’adreça electrònica no és vàlida.',
  'validation.phoneFormatInvalid': 'El format del número de telèfon no és vàlid. Assegura’t que el número estigui en format E.164.',
  'main.header': 'Registra’t o inicia la sessió',
  'main.divider': 'o',
  'main.tabsLabel': 'Mètode d’inici de sessió',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Correu',
  'main.tab.password': 'Correu',
  'main.error.passkeysAlone': 'Error: les claus d’accés no es poden utilitzar soles. Afegeix un altre producte a la configuració.',
  'main.error.emlAndEmailOtp': 'Error: no es poden utilitzar alhora EML i OTP per correu electrònic',
  'main.passkeyButton': 'Inicia la sessió amb una clau d’accés',
  'main.otherCryptoWallets': 'Continua amb un altre moneder de criptomonedes',
  'main.sendLink': 'Continua',
  'main.sendCode': 'Continua',
};

export default texts;
