/** Ukrainian (uk): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Продовжити через {wallet}',
  'crypto.walletsLabel': 'Криптогаманці',
  'crypto.otherWalletsTitle': 'Інші криптогаманці',
  'crypto.installed': 'Установлено',
  'crypto.connectTitle': 'Підключення до гаманця {wallet}',
  'crypto.connectBody': 'Підтвердьте запит на підключення в гаманці.',
  'crypto.signTitle': 'Підтвердьте запит на підпис',
  'crypto.signBody': 'Підпишіть повідомлення в гаманці {wallet}, щоб увійти.',
  'crypto.messageLabel': 'Повідомлення, яке потрібно підписати',
  'crypto.setupTitle': 'Налаштуйте новий гаманець {wallet}',
  'crypto.setupBody': 'Установіть гаманець {wallet} у браузері й поверніться сюди, щоб продовжити.',
  'crypto.install': 'Установити {wallet}',
  'crypto.errorTitle': 'Схоже, сталася помилка!',
  'crypto.errorBody': 'Не вдалося виконати вхід. Натисніть стрілку «Назад», щоб повернутися до екрана входу, і спробуйте ще раз!',
  'crypto.tryAgain': 'Спробувати ще раз',
  'crypto.goBack': 'Назад',
  'crypto.successTitle': 'Готово!',
  'crypto.successBody': 'Ви успішно увійшли за допомогою гаманця.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Гаманець Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Гаманець Solana',
};

export default texts;
