/**
 * The SSO screens after the `sso/start` handoff (the landing stays in the
 * flow's chunk: it is a first paint), in one chunk loaded right after the
 * first paint (docs/architecture.md, "Chunks").
 */
export { SSOConnectionsScreen, SSODiscoveryEmailScreen, SSOFallbackScreen, SSORedirectingScreen } from './screens';
