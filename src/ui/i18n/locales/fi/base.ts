/** Finnish (fi): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Jatka',
  'common.back': 'Takaisin',
  'common.tryAgain': 'Yritä uudelleen',
  'common.close': 'Sulje',
  'common.poweredBy': 'Palvelun tarjoaa',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'Sähköposti',
  'field.phoneNumber': 'Puhelinnumero',
  'field.country': 'Maa',
  'field.passcode': 'Anna kertakäyttökoodi',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Sähköpostiosoitteen muoto on virheellinen.',
  'validation.invalidEmailAddress': 'Virheellinen sähköpostiosoite.',
  'validation.phoneFormatInvalid': 'Puhelinnumeron muoto on virheellinen. Varmista, että puhelinnumero on E.164-muodossa.',
  'main.header': 'Rekisteröidy tai kirjaudu sisään',
  'main.divider': 'tai',
  'main.tabsLabel': 'Kirjautumistapa',
  'main.tab.sms': 'Tekstiviesti',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Sähköposti',
  'main.tab.password': 'Sähköposti',
  'main.error.passkeysAlone': 'Virhe: Pääsyavaimia ei voi käyttää yksinään. Lisää määritykseen jokin toinen tuote.',
  'main.error.emlAndEmailOtp': 'Virhe: EML:ää ja sähköposti-OTP:tä ei voi käyttää yhdessä.',
  'main.passkeyButton': 'Kirjaudu pääsyavaimella',
  'main.otherCryptoWallets': 'Jatka toisella kryptolompakolla',
  'main.sendLink': 'Jatka',
  'main.sendCode': 'Jatka',
};

export default texts;
