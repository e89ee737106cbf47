/**
 * The identity provider's screens after the consent check (IDPPreflightScreen
 * stays in the flow's chunk), in one chunk. The host loads every lazy screen of
 * a flow at once, right after the first paint (host/lazy-screens.ts,
 * `preloadScreens`), so a chunk per screen would only add requests of a few
 * hundred bytes each (docs/architecture.md, "Chunks").
 */
export { IDPAuthorizeScreen } from './authorize-screen';
export { IDPLogoutScreen } from './logout-screen';
export { IDPAuthorizedScreen, IDPDeniedScreen, IDPErrorScreen, IDPLogoutDeclinedScreen, IDPRedirectingScreen } from './outcome-screens';
