/** Norwegian Bokmål (nb): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Fortsett',
  'common.back': 'Tilbake',
  'common.tryAgain': 'Prøv igjen',
  'common.close': 'Lukk',
  'common.poweredBy': 'Levert av',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-post',
  'field.phoneNumber': 'Telefonnummer',
  'field.country': 'Land',
  'field.passcode': 'Skriv inn engangskode',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Formatet på e-postadressen er ugyldig.',
  'validation.invalidEmailAddress': 'Ugyldig e-postadresse.',
  'validation.phoneFormatInvalid': 'Formatet på telefonnummeret er ugyldig. Sørg for at telefonnummeret er i E.164-format.',
  'main.header': 'Registrer deg eller logg inn',
  'main.divider': 'eller',
  'main.tabsLabel': 'Påloggingsmetode',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-post',
  'main.tab.password': 'E-post',
  'main.error.passkeysAlone': 'Feil: Passnøkler kan ikke brukes alene. Legg til et annet produkt i konfigurasjonen.',
  'main.error.emlAndEmailOtp': 'Feil: EML og e-post-OTP kan ikke brukes samtidig.',
  'main.passkeyButton': 'Logg inn med passnøkkel',
  'main.otherCryptoWallets': 'Fortsett med en annen kryptolommebok',
  'main.sendLink': 'Fortsett',
  'main.sendCode': 'Fortsett',
};

export default texts;
