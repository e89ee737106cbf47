/** Danish (da): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Fortsæt med {wallet}',
  'crypto.walletsLabel': 'Kryptowallets',
  'crypto.otherWalletsTitle': 'Andre kryptowallets',
  'crypto.installed': 'Installeret',
  'crypto.connectTitle': 'Opretter forbindelse til din {wallet}-wallet',
  'crypto.connectBody': 'Bekræft anmodningen om forbindelse i din wallet.',
  'crypto.signTitle': 'Gennemfør signaturanmodningen',
  'crypto.signBody': 'Signer beskeden i din {wallet}-wallet for at logge ind.',
  'crypto.messageLabel': 'Beskeden, du bliver bedt om at signere',
  'crypto.setupTitle': 'Opret en ny {wallet}-wallet',
  'crypto.setupBody': 'Installer {wallet}-wallet i din browser, og kom derefter tilbage for at fortsætte.',
  'crypto.install': 'Hent {wallet}',
  'crypto.errorTitle': 'Der opstod desværre en fejl!',
  'crypto.errorBody': 'Din loginanmodning kunne ikke gennemføres. Brug tilbagepilen til at vende tilbage til loginskærmen, og prøv igen!',
  'crypto.tryAgain': 'Prøv igen',
  'crypto.goBack': 'Gå tilbage',
  'crypto.successTitle': 'Det lykkedes!',
  'crypto.successBody': 'Du er nu logget ind med din wallet.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum-wallet',
  'crypto.wallet.GenericSolanaWallet': 'Solana-wallet',
};

export default texts;
