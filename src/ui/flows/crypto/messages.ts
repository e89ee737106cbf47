/**
 * Texts of the wallet flow's screens (docs/behaviour.md §2.5).
 * They load with the flow's chunk. The two failure log lines are error types
 * of the core catalogue (`crypto_connect_failed`, `crypto_sign_failed`).
 *
 * Unmarked texts are the product's fixed wording, kept character for character.
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 */
export const CRYPTO_MESSAGES = {
  'crypto.continueWith': 'Continue with {wallet}', // Portico's wording
  'crypto.walletsLabel': 'Crypto wallets', // Portico's wording (the accessible name of the wallet buttons' group)
  'crypto.otherWalletsTitle': 'Other Crypto Wallets', // Portico's wording
  'crypto.installed': 'Installed', // Portico's wording (marks a wallet found in this browser)
  'crypto.connectTitle': 'Connecting to your {wallet} wallet', // Portico's wording
  'crypto.connectBody': 'Confirm the connection request in your wallet.', // Portico's wording
  'crypto.signTitle': 'Complete signature request', // Portico's wording
  'crypto.signBody': 'Sign the message in your {wallet} wallet to log in.', // Portico's wording
  'crypto.messageLabel': 'The message you are asked to sign', // Portico's wording
  'crypto.setupTitle': 'Set up a new {wallet} wallet', // Portico's wording
  'crypto.setupBody': 'Install the {wallet} wallet in your browser, then come back to continue.', // Portico's wording
  'crypto.install': 'Get {wallet}', // Portico's wording
  'crypto.errorTitle': 'Looks like there was an error!',
  'crypto.errorBody':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'crypto.tryAgain': 'Try again', // Portico's wording (CryptoError: connect the same wallet again)
  'crypto.goBack': 'Go back', // Portico's wording (CryptoError: back to Main, as the back arrow)
  'crypto.successTitle': 'Success!', // Portico's wording
  'crypto.successBody': 'You have successfully signed in with your wallet.', // Portico's wording
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum Wallet', // Portico's wording (short: 'Continue with …' stays on one line in a 375px phone)
  'crypto.wallet.GenericSolanaWallet': 'Solana Wallet', // Portico's wording
} as const;
