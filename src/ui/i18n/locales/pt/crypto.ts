/** Portuguese (pt): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Continuar com {wallet}',
  'crypto.walletsLabel': 'Carteiras de criptomoedas',
  'crypto.otherWalletsTitle': 'Outras carteiras de criptomoedas',
  'crypto.installed': 'Instalada',
  'crypto.connectTitle': 'A ligar à sua carteira {wallet}',
  'crypto.connectBody': 'Confirme o pedido de ligação na sua carteira.',
  'crypto.signTitle': 'Conclua o pedido de assinatura',
  'crypto.signBody': 'Assine a mensagem na sua carteira {wallet} para iniciar sessão.',
  'crypto.messageLabel': 'A mensagem que lhe é pedido que assine',
  'crypto.setupTitle': 'Configurar uma nova carteira {wallet}',
  'crypto.setupBody': 'Instale a carteira {wallet} no seu navegador e volte para continuar.',
  'crypto.install': 'Obter {wallet}',
  'crypto.errorTitle': 'Parece que ocorreu um erro!',
  'crypto.errorBody': 'Não foi possível concluir o seu pedido de início de sessão. Utilize a seta para voltar ao ecrã de início de sessão e tente novamente!',
  'crypto.tryAgain': 'Tentar novamente',
  'crypto.goBack': 'Voltar',
  'crypto.successTitle': 'Concluído!',
  'crypto.successBody': 'Sessão iniciada com êxito com a sua carteira.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Carteira Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Carteira Solana',
};

export default texts;
