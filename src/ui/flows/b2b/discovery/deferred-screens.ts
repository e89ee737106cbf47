/** The discovery screens, none on the first paint: one chunk, loaded right after it (docs/architecture.md, "Chunks"). */
export { DiscoveryCreateScreen, DiscoveryNoOrganizationsScreen, DiscoveryOrganizationsScreen } from './discovery-screens';
