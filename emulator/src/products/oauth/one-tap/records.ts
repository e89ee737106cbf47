import { defineCollection } from '../../../store/collection';
import type { ProviderKeyRecord } from '../records';

/**
 * What Google One Tap keeps (docs/protocol.md §7.7, "Google One Tap"): the
 * pending starts, the emulated Google's signing key, and the log of what the
 * GIS stand-in showed and minted, for tests to read.
 */

/** A One Tap start not yet submitted, keyed by the digest of its `oauth_callback_id`. */
export interface OneTapCallbackRecord {
  callbackDigest: string;
  /** Sent to Google by the page and expected back in the ID token; not a secret. */
  nonce: string;
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  expiresAt: string;
}

/** The emulated Google's RS256 key, signing the ID tokens One Tap returns; shaped like the providers' key. */
export type GoogleKeyRecord = ProviderKeyRecord;

/** One decision or mint of the GIS stand-in (`GET /_emulator/gsi/log`). */
export interface GsiLogRecord {
  id: string;
  at: string;
  client_id: string | null;
  origin: string | null;
  nonce: string | null;
  fedcm: boolean | null;
  context: string | null;
  /** `displayed`, a not-displayed reason, `credential_returned` (the prompt's Continue) or `minted` (the dev API). */
  outcome: string;
}

export const ONE_TAP_CALLBACKS = defineCollection<OneTapCallbackRecord>()({
  name: 'one_tap_callbacks',
  key: (record) => record.callbackDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export const GOOGLE_KEYS = defineCollection<GoogleKeyRecord>()({
  name: 'google_keys',
  key: (key) => key.kid,
  indexes: {},
  onUserDeleted: 'keep',
});

export const GSI_LOG = defineCollection<GsiLogRecord>()({
  name: 'gsi_log',
  key: (entry) => entry.id,
  indexes: {},
  onUserDeleted: 'keep',
  // A ring, like the mailbox: a long-running demo keeps prompting.
  capacity: 1000,
});
