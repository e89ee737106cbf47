/** Lithuanian (lt): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Tęsti su {wallet}',
  'crypto.walletsLabel': 'Kriptovaliutų piniginės',
  'crypto.otherWalletsTitle': 'Kitos kriptovaliutų piniginės',
  'crypto.installed': 'Įdiegta',
  'crypto.connectTitle': 'Jungiamasi prie jūsų piniginės {wallet}',
  'crypto.connectBody': 'Patvirtinkite ryšio užklausą savo piniginėje.',
  'crypto.signTitle': 'Užbaikite pasirašymo užklausą',
  'crypto.signBody': 'Kad prisijungtumėte, pasirašykite pranešimą savo piniginėje {wallet}.',
  'crypto.messageLabel': 'Pranešimas, kurį prašoma pasirašyti',
  'crypto.setupTitle': 'Nustatykite naują piniginę {wallet}',
  'crypto.setupBody': 'Įdiekite piniginę {wallet} savo naršyklėje, tada grįžkite čia ir tęskite.',
  'crypto.install': 'Gauti {wallet}',
  'crypto.errorTitle': 'Panašu, kad įvyko klaida!',
  'crypto.errorBody': 'Jūsų prisijungimo užklausos užbaigti nepavyko. Rodykle atgal grįžkite į prisijungimo ekraną ir bandykite dar kartą!',
  'crypto.tryAgain': 'Bandyti dar kartą',
  'crypto.goBack': 'Grįžti',
  'crypto.successTitle': 'Pavyko!',
  'crypto.successBody': 'Sėkmingai prisijungėte naudodami piniginę.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum piniginė',
  'crypto.wallet.GenericSolanaWallet': 'Solana piniginė',
};

export default texts;
