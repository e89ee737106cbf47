/**
 * Texts of the wallet flow's screens (spec section 2, "Crypto screens").
 * They load with the flow's chunk. The two failure log lines are error types
 * of the core catalogue (`crypto_connect_failed`, `crypto_sign_failed`).
 *
 * Texts quoted by the spec are copied character for character. Entries marked
 * `// spec silent` are wording chosen here because the spec does not show it.
 */
export const CRYPTO_MESSAGES = {
  'crypto.continueWith': 'Continue with {wallet}', // spec silent
  'crypto.walletsLabel': 'Crypto wallets', // spec silent (the accessible name of the wallet buttons' group)
  'crypto.otherWalletsTitle': 'Other Crypto Wallets', // spec silent
  'crypto.installed': 'Installed', // spec silent (marks a wallet found in this browser)
  'crypto.connectTitle': 'Connecting to your {wallet} wallet', // spec silent
  'crypto.connectBody': 'Confirm the connection request in your wallet.', // spec silent
  'crypto.signTitle': 'Complete signature request', // spec silent
  'crypto.signBody': 'Sign the message in your {wallet} wallet to log in.', // spec silent
  'crypto.messageLabel': 'The message you are asked to sign', // spec silent
  'crypto.setupTitle': 'Set up a new {wallet} wallet', // spec silent
  'crypto.setupBody': 'Install the {wallet} wallet in your browser, then come back to continue.', // spec silent
  'crypto.install': 'Get {wallet}', // spec silent
  'crypto.errorTitle': 'Looks like there was an error!',
  'crypto.errorBody':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'crypto.successTitle': 'Success!', // spec silent
  'crypto.successBody': 'You have successfully signed in with your wallet.', // spec silent
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Other Ethereum Wallet', // spec silent
  'crypto.wallet.GenericSolanaWallet': 'Other Solana Wallet', // spec silent
} as const;
