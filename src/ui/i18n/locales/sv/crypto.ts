/** Swedish (sv): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Fortsätt med {wallet}',
  'crypto.walletsLabel': 'Kryptoplånböcker',
  'crypto.otherWalletsTitle': 'Andra kryptoplånböcker',
  'crypto.installed': 'Installerad',
  'crypto.connectTitle': 'Ansluter till din {wallet}-plånbok',
  'crypto.connectBody': 'Bekräfta anslutningsbegäran i din plånbok.',
  'crypto.signTitle': 'Slutför signeringsbegäran',
  'crypto.signBody': 'Signera meddelandet i din {wallet}-plånbok för att logga in.',
  'crypto.messageLabel': 'Meddelandet som du ombeds signera',
  'crypto.setupTitle': 'Konfigurera en ny {wallet}-plånbok',
  'crypto.setupBody': 'Installera {wallet}-plånboken i din webbläsare och kom sedan tillbaka för att fortsätta.',
  'crypto.install': 'Skaffa {wallet}',
  'crypto.errorTitle': 'Något gick tyvärr fel!',
  'crypto.errorBody': 'Din inloggning kunde inte slutföras. Använd bakåtpilen för att gå tillbaka till inloggningsskärmen och försök igen!',
  'crypto.tryAgain': 'Försök igen',
  'crypto.goBack': 'Gå tillbaka',
  'crypto.successTitle': 'Klart!',
  'crypto.successBody': 'Du har loggat in med din plånbok.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum-plånbok',
  'crypto.wallet.GenericSolanaWallet': 'Solana-plånbok',
};

export default texts;
