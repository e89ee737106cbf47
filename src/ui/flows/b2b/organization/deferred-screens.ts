/** The Organization screens after the lookup, none on the first paint: one chunk (docs/architecture.md, "Chunks"). */
export { OrganizationLoginScreen, OrganizationNotFoundScreen } from './login-screens';
