/** Bulgarian (bg): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Продължаване с {wallet}',
  'crypto.walletsLabel': 'Криптопортфейли',
  'crypto.otherWalletsTitle': 'Други криптопортфейли',
  'crypto.installed': 'Инсталиран',
  'crypto.connectTitle': 'Свързване с портфейла ви {wallet}',
  'crypto.connectBody': 'Потвърдете заявката за свързване в портфейла си.',
  'crypto.signTitle': 'Потвърдете заявката за подпис',
  'crypto.signBody': 'Подпишете съобщението в портфейла си {wallet}, за да влезете.',
  'crypto.messageLabel': 'Съобщението, което трябва да подпишете',
  'crypto.setupTitle': 'Настройте нов портфейл {wallet}',
  'crypto.setupBody': 'Инсталирайте портфейла {wallet} в браузъра си и се върнете, за да продължите.',
  'crypto.install': 'Изтегляне на {wallet}',
  'crypto.errorTitle': 'Изглежда, възникна грешка!',
  'crypto.errorBody': 'Заявката ви за вход не можа да бъде изпълнена. Използвайте стрелката „Назад“, за да се върнете към екрана за вход, и опитайте отново!',
  'crypto.tryAgain': 'Опитайте отново',
  'crypto.goBack': 'Назад',
  'crypto.successTitle': 'Готово!',
  'crypto.successBody': 'Влязохте успешно с портфейла си.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Портфейл за Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Портфейл за Solana',
};

export default texts;
