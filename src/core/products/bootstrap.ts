/**
 * The project's bootstrap configuration, as the public `bootstrap` namespace.
 */
import type { BootstrapData, ClientContext } from '../client-context';

export interface BootstrapApi {
  /** Resolves with the bootstrap (fetched once per client; defaults on failure). */
  get(): Promise<BootstrapData>;
  /** The cached bootstrap, or the defaults when none is cached yet. */
  getSync(): BootstrapData;
}

/** The `bootstrap` namespace (delegates to the client's bootstrap store). */
export function createBootstrapApi(ctx: ClientContext): BootstrapApi {
  return {
    get: () => ctx.bootstrap.get(),
    getSync: () => ctx.bootstrap.getSync(),
  };
}
