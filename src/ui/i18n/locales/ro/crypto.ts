/** Romanian (ro): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Continuați cu {wallet}',
  'crypto.walletsLabel': 'Portofele cripto',
  'crypto.otherWalletsTitle': 'Alte portofele cripto',
  'crypto.installed': 'Instalat',
  'crypto.connectTitle': 'Se stabilește legătura cu portofelul {wallet}',
  'crypto.connectBody': 'Confirmați în portofel solicitarea de conexiune.',
  'crypto.signTitle': 'Finalizați solicitarea de semnare',
  'crypto.signBody': 'Semnați mesajul în portofelul {wallet} pentru a vă conecta.',
  'crypto.messageLabel': 'Mesajul pe care vi se cere să-l semnați',
  'crypto.setupTitle': 'Configurați un portofel {wallet} nou',
  'crypto.setupBody': 'Instalați portofelul {wallet} în browser, apoi reveniți aici pentru a continua.',
  'crypto.install': 'Obțineți {wallet}',
  'crypto.errorTitle': 'Se pare că a apărut o eroare!',
  'crypto.errorBody': 'Solicitarea de conectare nu a putut fi finalizată. Folosiți săgeata înapoi pentru a reveni la ecranul de conectare și încercați din nou!',
  'crypto.tryAgain': 'Încercați din nou',
  'crypto.goBack': 'Înapoi',
  'crypto.successTitle': 'Gata!',
  'crypto.successBody': 'V-ați conectat cu succes folosind portofelul.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Portofel Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Portofel Solana',
};

export default texts;
