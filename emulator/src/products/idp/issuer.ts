import { emulatorBaseUrl } from '../../base-url';
import type { EmulatorContext, EmulatorDeps } from '../../context';

/**
 * Where the OpenID Connect provider lives (docs/protocol.md §7.9): its
 * endpoints (token, userinfo, JWKS, discovery) are on the emulator
 * (base-url.ts). Config `idp.issuer` replaces the issuer (e.g. behind a proxy).
 */
export function issuerOf(deps: EmulatorDeps, c: EmulatorContext): string {
  return deps.config.idp.issuer ?? emulatorBaseUrl(deps, c);
}
