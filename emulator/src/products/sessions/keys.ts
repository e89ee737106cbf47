import { generateSigningKey, signingKeySchema, type SigningKeyRecord } from '../../signing-keys';
import { definePersistedState } from '../../store/state';

/**
 * The RS256 key that signs session JWTs: the sessions product's persisted
 * state, generated once (or given: `createEmulatorApp({ signingKey })`),
 * written in the snapshot and kept across resets, so JWTs verify across
 * restarts. (Snapshots before version 3 held it as `signingKey`; store/snapshot.ts.)
 */
export const SESSION_SIGNING_KEY = definePersistedState<SigningKeyRecord>(
  'sessions.signingKey',
  signingKeySchema,
  generateSigningKey,
);
