import type { ScreenStateBase } from '../flow';

/** The first screen of the mount kind whose flow has not landed. */
export type ComingSoonState = ScreenStateBase & { screen: 'IDPConsent' };
