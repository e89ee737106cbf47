/**
 * The B2B password screens after a handoff (the reset kind's form stays in
 * the flow's chunk: it is that kind's first paint), in one chunk loaded right
 * after the first paint (docs/architecture.md, "Chunks").
 */
export { B2BPasswordForgotScreen } from './forgot-screen';
export { B2BPasswordLoginScreen } from './login-screen';
export { B2BPasswordResetSentScreen } from './reset-sent-screen';
