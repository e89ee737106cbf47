/** Hebrew (he): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'המשך עם {wallet}',
  'crypto.walletsLabel': 'ארנקי קריפטו',
  'crypto.otherWalletsTitle': 'ארנקי קריפטו אחרים',
  'crypto.installed': 'מותקן',
  'crypto.connectTitle': 'מתבצע חיבור לארנק {wallet} שלך',
  'crypto.connectBody': 'יש לאשר את בקשת החיבור בארנק.',
  'crypto.signTitle': 'השלמת בקשת החתימה',
  'crypto.signBody': 'כדי להתחבר, יש לחתום על ההודעה בארנק {wallet}.',
  'crypto.messageLabel': 'ההודעה שמבקשים ממך לחתום עליה',
  'crypto.setupTitle': 'הגדרת ארנק {wallet} חדש',
  'crypto.setupBody': 'יש להתקין את ארנק {wallet} בדפדפן, ואז לחזור לכאן כדי להמשיך.',
  'crypto.install': 'התקנת {wallet}',
  'crypto.errorTitle': 'נראה שאירעה שגיאה!',
  'crypto.errorBody': 'לא ניתן היה להשלים את בקשת ההתחברות. אפשר להשתמש בחץ החזרה כדי לחזור למסך ההתחברות ולנסות שוב!',
  'crypto.tryAgain': 'ניסיון חוזר',
  'crypto.goBack': 'חזרה',
  'crypto.successTitle': 'בוצע בהצלחה!',
  'crypto.successBody': 'התחברת בהצלחה באמצעות הארנק.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'ארנק Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'ארנק Solana',
};

export default texts;
