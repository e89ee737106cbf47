import type { ScreenStateBase } from '../../flow';

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
 * The organization wants another primary factor (`b2bMain/primaryRequired`). A plain notice with
 * 'Go back' until the Organization flow offers its sign-in methods (docs/architecture.md, "B2B widget").
 */
export interface B2BPrimaryRequiredState extends ScreenStateBase {
  screen: 'B2BPrimaryRequired';
  organizationName: string;
}

export type B2BMainFlowState = B2BMainState | B2BSignedInState | B2BPrimaryRequiredState;
