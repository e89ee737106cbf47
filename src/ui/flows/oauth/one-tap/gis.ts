/**
 * The part of Google Identity Services' `google.accounts.id` that One Tap
 * uses, typed here and read from the page through {@link readGoogleId}: the
 * script is third-party code, so its global is checked, never trusted.
 * The emulator's stand-in (`/_emulator/gsi/client`) implements the same
 * surface (docs/protocol.md §7.7, "Google One Tap").
 */

/** What Google's callback hands over: the ID token (`credential`). */
export interface GisCredentialResponse {
  credential?: unknown;
  select_by?: unknown;
}

/** Options of `google.accounts.id.initialize` that One Tap sets. */
export interface GisIdConfiguration {
  client_id: string;
  callback: (response: GisCredentialResponse) => void;
  nonce: string;
  cancel_on_tap_outside: boolean;
  /** Embedded: the id of the element the prompt renders in; absent: Google floats it. */
  prompt_parent_id?: string;
  /** Google's browser-native prompt (FedCM) where the browser offers it. */
  use_fedcm_for_prompt: boolean;
  itp_support: boolean;
  context: 'signin';
  auto_select: boolean;
}

/** A prompt moment notification (each method optional: Google trims them under FedCM). */
export interface GisMoment {
  isNotDisplayed?: () => boolean;
  getNotDisplayedReason?: () => string;
  isSkippedMoment?: () => boolean;
  getSkippedReason?: () => string;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
  isDisplayed?: () => boolean;
}

export interface GoogleId {
  initialize(config: GisIdConfiguration): void;
  prompt(listener?: (moment: GisMoment) => void): void;
  cancel(): void;
}

/** `window.google.accounts.id`, when the script defined one with the methods One Tap calls. */
export function readGoogleId(scope: unknown): GoogleId | null {
  const id = (scope as { google?: { accounts?: { id?: unknown } } } | null)?.google?.accounts?.id;
  if (typeof id !== 'object' || id === null) return null;
  const { initialize, prompt, cancel } = id as Record<string, unknown>;
  if (typeof initialize !== 'function' || typeof prompt !== 'function' || typeof cancel !== 'function') return null;
  return id as GoogleId;
}

/** What a moment means for the widget. */
export type MomentOutcome =
  | { kind: 'displayed' }
  /** Google will not show the prompt (reason: `unregistered_origin`, `invalid_client`, …). */
  | { kind: 'notDisplayed'; reason: string }
  /** The visitor closed it, tapped outside, or Google cancelled it. */
  | { kind: 'skipped'; reason: string }
  /** It went away: `credential_returned` (the callback follows), `cancel_called`, `flow_restarted`. */
  | { kind: 'dismissed'; reason: string }
  | { kind: 'other' };

function call(fn: (() => unknown) | undefined): unknown {
  try {
    return typeof fn === 'function' ? fn() : undefined;
  } catch {
    // Google's script throws from some methods under FedCM; treat it as "not this kind".
    return undefined;
  }
}

function reason(fn: (() => unknown) | undefined): string {
  const value = call(fn);
  return typeof value === 'string' && value !== '' ? value : 'unknown_reason';
}

export function readMoment(moment: GisMoment): MomentOutcome {
  if (call(moment.isNotDisplayed) === true) return { kind: 'notDisplayed', reason: reason(moment.getNotDisplayedReason) };
  if (call(moment.isSkippedMoment) === true) return { kind: 'skipped', reason: reason(moment.getSkippedReason) };
  if (call(moment.isDismissedMoment) === true) return { kind: 'dismissed', reason: reason(moment.getDismissedReason) };
  if (call(moment.isDisplayed) === true) return { kind: 'displayed' };
  return { kind: 'other' };
}
