import type { DiscoveredOrganization } from '../../../../core/b2b';
import type { ScreenStateBase } from '../../flow';

/** The organizations `email` can enter, in the server's order. */
export interface DiscoveryOrganizationsState extends ScreenStateBase {
  screen: 'DiscoveryOrganizations';
  email: string;
  organizations: DiscoveredOrganization[];
}

/** `email` has no organization to enter. */
export interface DiscoveryNoOrganizationsState extends ScreenStateBase {
  screen: 'DiscoveryNoOrganizations';
  email: string;
}

/** 'Create an organization': its name and slug. */
export interface DiscoveryCreateState extends ScreenStateBase {
  screen: 'DiscoveryCreate';
  email: string;
}

export type DiscoveryFlowState = DiscoveryOrganizationsState | DiscoveryNoOrganizationsState | DiscoveryCreateState;
