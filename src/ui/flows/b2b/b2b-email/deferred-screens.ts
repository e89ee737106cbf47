/** The b2bEmail screens, none on the first paint: one chunk, loaded right after it (docs/architecture.md, "Chunks"). */
export { B2BEmailMethodScreen, B2BEmailOtpScreen, B2BEmailSentScreen } from './email-screens';
