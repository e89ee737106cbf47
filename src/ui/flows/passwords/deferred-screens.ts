/**
 * The password screens after Main's send (the reset kind's form stays in the
 * flow's chunk), in one chunk. The host loads every lazy screen of a flow at
 * once, right after the first paint (host/lazy-screens.ts, `preloadScreens`),
 * so a chunk per screen would only add requests of a few hundred bytes each
 * (docs/architecture.md, "Chunks").
 */
export { PasswordConfirmationScreen } from './confirmation-screen';
export { PasswordCreateOrLoginScreen } from './create-or-login-screen';
export { ResetEmailSentScreen } from './reset-email-sent-screen';
