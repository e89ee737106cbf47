/**
 * The crypto flow's screens (all reached from Main's wallet buttons), in one
 * chunk. The host loads every lazy screen of a flow at once, right after the
 * first paint (host/lazy-screens.ts, `preloadScreens`), so a chunk per screen
 * would only add requests of a few hundred bytes each (docs/architecture.md,
 * "Chunks").
 */
export { CryptoOtherScreen } from './other-wallets-screen';
export { CryptoSetupWalletScreen } from './setup-wallet-screen';
export { CryptoConnectScreen } from './connect-screen';
export { CryptoSignMessageScreen } from './sign-message-screen';
export { CryptoConfirmationScreen } from './confirmation-screen';
export { CryptoErrorScreen } from './error-screen';
