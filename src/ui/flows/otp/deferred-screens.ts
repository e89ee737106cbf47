/**
 * The passcode screens after Main's send, in one chunk. The host loads every
 * lazy screen of a flow at once, right after the first paint (host/lazy-
 * screens.ts, `preloadScreens`), so a chunk per screen would only add requests
 * of a few hundred bytes each (docs/architecture.md, "Chunks").
 */
export { OtpAuthenticateScreen } from './otp-authenticate-screen';
export { OtpConfirmationScreen } from './otp-confirmation-screen';
