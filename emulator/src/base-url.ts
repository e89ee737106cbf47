import type { EmulatorContext, EmulatorDeps } from './context';

/**
 * The emulator's own base URL, for the URLs its products publish (the OpenID
 * provider's endpoints, the emulated identity provider's metadata): the URL
 * the server listens on (`http://127.0.0.1:<port>`, set by startEmulator),
 * else the request's own origin (in-process, or bound to a wildcard address).
 * The listen URL wins over the request's origin so that an SDK call to
 * `localhost` and a relying party's call to `127.0.0.1` agree on one URL
 * (docs/architecture.md, "The emulator's shape").
 */
export function emulatorBaseUrl(deps: EmulatorDeps, c: EmulatorContext): string {
  return deps.listenUrl ?? new URL(c.req.url).origin;
}
