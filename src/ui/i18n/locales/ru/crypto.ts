/** Russian (ru): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Продолжить через {wallet}',
  'crypto.walletsLabel': 'Криптокошельки',
  'crypto.otherWalletsTitle': 'Другие криптокошельки',
  'crypto.installed': 'Установлен',
  'crypto.connectTitle': 'Подключение к кошельку {wallet}',
  'crypto.connectBody': 'Подтвердите запрос на подключение в кошельке.',
  'crypto.signTitle': 'Подтвердите запрос на подпись',
  'crypto.signBody': 'Подпишите сообщение в кошельке {wallet}, чтобы войти.',
  'crypto.messageLabel': 'Сообщение, которое нужно подписать',
  'crypto.setupTitle': 'Настройте новый кошелёк {wallet}',
  'crypto.setupBody': 'Установите кошелёк {wallet} в браузере и вернитесь сюда, чтобы продолжить.',
  'crypto.install': 'Установить {wallet}',
  'crypto.errorTitle': 'Похоже, произошла ошибка!',
  'crypto.errorBody': 'Не удалось выполнить вход. Нажмите стрелку «Назад», чтобы вернуться к экрану входа, и попробуйте ещё раз!',
  'crypto.tryAgain': 'Повторить попытку',
  'crypto.goBack': 'Назад',
  'crypto.successTitle': 'Готово!',
  'crypto.successBody': 'Вы успешно вошли с помощью кошелька.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Кошелёк Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Кошелёк Solana',
};

export default texts;
