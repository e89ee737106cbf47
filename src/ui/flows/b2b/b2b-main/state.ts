import type { ScreenStateBase } from '../../flow';
import type { SignInOrganization } from '../handoffs';

/** The B2B login mount's first screen: Discovery's or the organization's sign-in methods. */
export interface B2BMainState extends ScreenStateBase {
  screen: 'B2BMain';
}

/** Signed in with a full member session (any B2B flow's `b2bMain/signedIn`). */
export interface B2BSignedInState extends ScreenStateBase {
  screen: 'B2BSignedIn';
  organizationName: string;
}

/**
 * The organization wants another primary factor (`b2bMain/primaryRequired`): its sign-in methods
 * (the Organization flow's, `organization/show`) when this mount offers any it allows
 * (../organization-methods.ts), else a notice with 'Go back' (docs/architecture.md, "B2B widget").
 */
export interface B2BPrimaryRequiredState extends ScreenStateBase {
  screen: 'B2BPrimaryRequired';
  organizationName: string;
  organization: SignInOrganization;
  allowedAuthMethods: string[];
  email: string;
}

export type B2BMainFlowState = B2BMainState | B2BSignedInState | B2BPrimaryRequiredState;
