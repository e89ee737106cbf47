import type { EmulatorContext, EmulatorDeps } from '../../context';

/**
 * Where the OpenID Connect provider lives (docs/protocol.md §7.9). Its
 * endpoints (token, userinfo, JWKS, discovery) are on the emulator: the URL
 * the server listens on (`http://127.0.0.1:<port>`, set by startEmulator),
 * else the request's own origin (in-process, or bound to a wildcard address).
 * The listen URL wins over the request's origin so that an SDK call to
 * `localhost` and a relying party's call to `127.0.0.1` agree on one issuer.
 * Config `idp.issuer` replaces the issuer (e.g. behind a proxy).
 */
export function emulatorBaseUrl(deps: EmulatorDeps, c: EmulatorContext): string {
  return deps.listenUrl ?? new URL(c.req.url).origin;
}

export function issuerOf(deps: EmulatorDeps, c: EmulatorContext): string {
  return deps.config.idp.issuer ?? emulatorBaseUrl(deps, c);
}
