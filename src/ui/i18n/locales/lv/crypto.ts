/** Latvian (lv): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Turpināt ar {wallet}',
  'crypto.walletsLabel': 'Kriptomaki',
  'crypto.otherWalletsTitle': 'Citi kriptomaki',
  'crypto.installed': 'Instalēts',
  'crypto.connectTitle': 'Notiek savienojuma izveide ar jūsu maku {wallet}',
  'crypto.connectBody': 'Apstipriniet savienojuma pieprasījumu savā makā.',
  'crypto.signTitle': 'Pabeidziet paraksta pieprasījumu',
  'crypto.signBody': 'Lai pierakstītos, parakstiet ziņojumu savā makā {wallet}.',
  'crypto.messageLabel': 'Ziņojums, kas jums jāparaksta',
  'crypto.setupTitle': 'Iestatiet jaunu maku {wallet}',
  'crypto.setupBody': 'Instalējiet maku {wallet} savā pārlūkprogrammā un pēc tam atgriezieties šeit, lai turpinātu.',
  'crypto.install': 'Iegūt {wallet}',
  'crypto.errorTitle': 'Šķiet, ka radās kļūda!',
  'crypto.errorBody': 'Jūsu pierakstīšanās pieprasījumu neizdevās pabeigt. Ar bultiņu atpakaļ atgriezieties pierakstīšanās ekrānā un mēģiniet vēlreiz!',
  'crypto.tryAgain': 'Mēģināt vēlreiz',
  'crypto.goBack': 'Atgriezties',
  'crypto.successTitle': 'Izdevās!',
  'crypto.successBody': 'Pierakstīšanās ar maku bija veiksmīga.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum maks',
  'crypto.wallet.GenericSolanaWallet': 'Solana maks',
};

export default texts;
