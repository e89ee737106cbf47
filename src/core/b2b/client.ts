/**
 * `createPorticoB2BClient`: the headless client of the provider's B2B
 * products (issue 24), on the consumer client's infrastructure
 * (context.ts). Its own entry, `portico/b2b` (src/b2b.ts): the `portico`
 * entry imports nothing from here, so a consumer-only host downloads none
 * of it (test/package/b2b.test.ts).
 *
 * The namespaces load with the client: the first slice is small, and a B2B
 * page needs discovery and the session at once. Lazy namespaces
 * (products/lazy.ts) are for the products still to come (SSO, MFA).
 */
import { TEST_TOKEN_MARKER } from '../base-url';
import { createBootstrapApi, type BootstrapApi } from '../products/bootstrap';
import type { InternalClientOptions, PorticoClientOptions } from '../options';
import type { RbacApi } from '../rbac';
import { createTelemetryApi, type TelemetryApi } from '../telemetry-api';
import { createB2BClientContext, type B2BClientContext } from './context';
import { createB2BDiscovery, type B2BDiscovery } from './discovery';
import { createB2BMagicLinks, type B2BMagicLinks } from './magic-links';
import { createB2BOrganization, type B2BOrganizationApi } from './organization';
import { createB2BOtps, type B2BOtps } from './otps';
import { createB2BRbac } from './rbac';
import { createB2BSelf, type B2BSelfApi } from './self';
import { createB2BSessionApi, type B2BSessionApi } from './session-api';

/**
 * The B2B headless client. Every method that sends a request takes an
 * optional `signal` in its options (`CallOptions`); wrong arguments throw
 * `PorticoInvalidCallError` ('Invalid call to …').
 */
export interface PorticoB2BClient {
  /** True for a test project's public token (`public-token-test-…`). */
  readonly isTestProject: boolean;
  /** The member session and the intermediate session (discovery, pending MFA). */
  session: B2BSessionApi;
  /** The organizations an email address can enter; creating one; entering one. */
  discovery: B2BDiscovery;
  /** Email magic links: organization sign-in, discovery, invites. */
  magicLinks: B2BMagicLinks;
  /** Email passcodes: organization sign-in and discovery. */
  otps: B2BOtps;
  /** The signed-in member's organization and its members. */
  organization: B2BOrganizationApi;
  /** The signed-in member. */
  self: B2BSelfApi;
  /** Permission checks from the member session's roles and the project's RBAC policy. */
  rbac: RbacApi;
  /** The project's bootstrap configuration (`slugPattern`, `createOrganizationEnabled`, `vertical`, …). */
  bootstrap: BootstrapApi;
  /** Logs events to the project's telemetry (best effort). */
  telemetry: TelemetryApi;
  /** Stops timers and listeners and flushes telemetry; the client is unusable afterwards. */
  destroy(): void;
}

/**
 * Creates a B2B headless client for a project's public token.
 *
 * @example
 * const client = createPorticoB2BClient('public-token-test-…');
 * await client.magicLinks.email.discovery.send({ email_address: 'ada@example.com' });
 */
export function createPorticoB2BClient(publicToken: string, options?: PorticoClientOptions): PorticoB2BClient;
export function createPorticoB2BClient(publicToken: string, options?: InternalClientOptions): PorticoB2BClient {
  const { ctx, destroy } = createB2BClientContext(publicToken, options);
  return createB2BNamespaces(ctx, publicToken, destroy);
}

function createB2BNamespaces(ctx: B2BClientContext, publicToken: string, destroy: () => void): PorticoB2BClient {
  return {
    isTestProject: publicToken.includes(TEST_TOKEN_MARKER),
    session: createB2BSessionApi(ctx),
    discovery: createB2BDiscovery(ctx),
    magicLinks: createB2BMagicLinks(ctx),
    otps: createB2BOtps(ctx),
    organization: createB2BOrganization(ctx),
    self: createB2BSelf(ctx),
    rbac: createB2BRbac(ctx),
    bootstrap: createBootstrapApi(ctx.bootstrap),
    telemetry: createTelemetryApi(ctx.telemetry),
    destroy,
  };
}

/** `createPorticoB2BClient` with the internal options (`seams`): for tests only; no entry exports it. */
export const createPorticoB2BClientInternal: (publicToken: string, options?: InternalClientOptions) => PorticoB2BClient =
  createPorticoB2BClient;
