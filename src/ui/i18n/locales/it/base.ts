/** Italian (it): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Continua',
  'common.back': 'Indietro',
  'common.tryAgain': 'Riprova',
  'common.close': 'Chiudi',
  'common.poweredBy': 'Con tecnologia',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'Email',
  'field.phoneNumber': 'Numero di telefono',
  'field.country': 'Paese',
  'field.passcode': 'Inserisci il codice monouso',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Il formato dell’indirizzo email non è valido.',
  'validation.invalidEmailAddress': 'Indirizzo email non valido.',
  'validation.phoneFormatInvalid': 'Il formato del numero di telefono non è valido. Assicurati che il numero sia nel formato E.164.',
  'main.header': 'Registrati o accedi',
  'main.divider': 'oppure',
  'main.tabsLabel': 'Metodo di accesso',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  'main.tab.password': 'Email',
  'main.error.passkeysAlone': 'Errore: le passkey non possono essere usate da sole. Aggiungi un altro prodotto alla configurazione.',
  'main.error.emlAndEmailOtp': 'Errore: impossibile usare insieme EML e OTP via email',
  'main.passkeyButton': 'Accedi con una passkey',
  'main.otherCryptoWallets': 'Continua con un altro wallet crypto',
  'main.sendLink': 'Continua',
  'main.sendCode': 'Continua',
};

export default texts;
