/**
 * The passwordless alternative of the password tab (docs/behaviour.md §2.4): a login
 * link or a login code by email, whichever is configured (`mainLayout` picks
 * it: magic links first), sent by the flow that owns it exactly as its own
 * Main tab sends it, so the next screen (EmailConfirmation, OTPAuthenticate)
 * and its events are that flow's. The flow is already loaded for a config
 * that names it; this awaits the same chunk.
 */
import { buildTabs, type PasswordlessAlternative } from '../../config/main-layout';
import type { NormalizedLoginConfig } from '../../config/config-types';
import { loadFlow } from '../../host/load-flows';
import type { FlowAction, TabEnv } from '../flow';

/** The configured alternative, or null (then the reset email is the passwordless path). */
export function passwordlessAlternative(config: NormalizedLoginConfig): PasswordlessAlternative | null {
  const tab = buildTabs(config).find((candidate) => candidate.id === 'password');
  return tab?.id === 'password' ? tab.passwordlessAlternative : null;
}

/** Sends the login link or code to `email`; resolves with the owning flow's action. */
export async function sendPasswordless(
  alternative: PasswordlessAlternative,
  email: string,
  env: TabEnv,
  signal: AbortSignal,
): Promise<FlowAction> {
  const flow = await loadFlow(alternative === 'emailMagicLink' ? 'magicLink' : 'otp');
  const send = flow.tabs?.[alternative];
  if (send === undefined) throw new Error(`Portico: no flow serves the ${alternative} tab.`);
  return send({ destination: email, display: email }, env, signal);
}
