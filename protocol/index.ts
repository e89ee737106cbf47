/**
 * The wire protocol the client (src/) and the emulator (emulator/) share:
 * the `/sdk/v1` answer shapes and the OAuth provider list (docs/protocol.md;
 * docs/architecture.md, "Where the wire types live"). Defined once, so the
 * two sides cannot each keep their own copy; the integration tests check
 * the emulator's answers against these shapes at run time, so a shape
 * neither side gets right still fails a test.
 *
 * A folder both packages build from, not a workspace package: `portico` and
 * `portico-emulator` are published, and a private package could not be a
 * dependency of either (an install would not find it), so they would have
 * to bundle it anyway. Each build already inlines what it imports by a
 * relative path: tsup (esbuild) bundles `OAUTH_PROVIDERS`, the one value
 * here, and its declaration build inlines the types, so neither published
 * package names this folder. The root tsconfig.json includes it, and vitest
 * reads it as plain source. It imports nothing (eslint.config.mjs), so
 * either build can take it whole.
 */
export type * from './wire-types';
export type * from './b2b-wire-types';
export { OAUTH_PROVIDERS, type OAuthProviderType } from './oauth-providers';
