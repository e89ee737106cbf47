/** Serbian (sr): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Настави уз {wallet}',
  'crypto.walletsLabel': 'Крипто новчаници',
  'crypto.otherWalletsTitle': 'Други крипто новчаници',
  'crypto.installed': 'Инсталиран',
  'crypto.connectTitle': 'Повезивање са новчаником {wallet}',
  'crypto.connectBody': 'Потврдите захтев за повезивање у новчанику.',
  'crypto.signTitle': 'Потврдите захтев за потпис',
  'crypto.signBody': 'Потпишите поруку у новчанику {wallet} да бисте се пријавили.',
  'crypto.messageLabel': 'Порука коју треба да потпишете',
  'crypto.setupTitle': 'Подесите нови новчаник {wallet}',
  'crypto.setupBody': 'Инсталирајте новчаник {wallet} у прегледачу, па се вратите да бисте наставили.',
  'crypto.install': 'Преузми {wallet}',
  'crypto.errorTitle': 'Изгледа да је дошло до грешке!',
  'crypto.errorBody': 'Пријава није довршена. Стрелицом „Назад“ вратите се на екран за пријаву и покушајте поново!',
  'crypto.tryAgain': 'Покушај поново',
  'crypto.goBack': 'Назад',
  'crypto.successTitle': 'Успешно!',
  'crypto.successBody': 'Успешно сте се пријавили новчаником.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum новчаник',
  'crypto.wallet.GenericSolanaWallet': 'Solana новчаник',
};

export default texts;
