/**
 * The passwordless alternative of the password tab (docs/behaviour.md §2.4): a login
 * link or a login code by email, whichever is configured (`mainLayout` picks
 * it: magic links first), sent by the flow that owns it exactly as its own
 * Main tab sends it (the host's `sendTab` finds that flow in the registry),
 * so the next screen (EmailConfirmation, OTPAuthenticate) and its events are
 * that flow's. The flow is already loaded for a config that names it.
 */
import { buildTabs, type PasswordlessAlternative } from '../../config/main-layout';
import type { NormalizedLoginConfig } from '../../config/config-types';
import type { FlowAction, SendTab } from '../flow';

/** The configured alternative, or null (then the reset email is the passwordless path). */
export function passwordlessAlternative(config: NormalizedLoginConfig): PasswordlessAlternative | null {
  const tab = buildTabs(config).find((candidate) => candidate.id === 'password');
  return tab?.id === 'password' ? tab.passwordlessAlternative : null;
}

/**
 * Sends the login link or code to `email` through the host's `sendTab`, as
 * the alternative's own tab would; resolves with the owning flow's action.
 */
export function sendPasswordless(alternative: PasswordlessAlternative, email: string, sendTab: SendTab, signal: AbortSignal): Promise<FlowAction> {
  return sendTab(alternative, { destination: email, display: email }, signal);
}
