/** Brazilian Portuguese (pt-BR): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Continuar com {wallet}',
  'crypto.walletsLabel': 'Carteiras de criptomoedas',
  'crypto.otherWalletsTitle': 'Outras carteiras de criptomoedas',
  'crypto.installed': 'Instalada',
  'crypto.connectTitle': 'Conectando à sua carteira {wallet}',
  'crypto.connectBody': 'Confirme a solicitação de conexão na sua carteira.',
  'crypto.signTitle': 'Conclua a solicitação de assinatura',
  'crypto.signBody': 'Assine a mensagem na sua carteira {wallet} para fazer login.',
  'crypto.messageLabel': 'A mensagem que você precisa assinar',
  'crypto.setupTitle': 'Configure uma nova carteira {wallet}',
  'crypto.setupBody': 'Instale a carteira {wallet} no seu navegador e volte para continuar.',
  'crypto.install': 'Instalar {wallet}',
  'crypto.errorTitle': 'Parece que ocorreu um erro!',
  'crypto.errorBody': 'Não foi possível concluir sua solicitação de login. Use a seta de voltar para retornar à tela de login e tente novamente!',
  'crypto.tryAgain': 'Tentar novamente',
  'crypto.goBack': 'Voltar',
  'crypto.successTitle': 'Tudo certo!',
  'crypto.successBody': 'Você fez login com sua carteira.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Carteira Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Carteira Solana',
};

export default texts;
