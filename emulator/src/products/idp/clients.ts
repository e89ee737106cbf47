import type { ConnectedAppConfig } from '../../config';
import type { EmulatorDeps } from '../../context';
import { digestsEqual, secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import { IdpErrors } from './errors';
import { CONNECTED_APPS } from './records';

/**
 * The connected apps (docs/protocol.md §7.9): config `connectedApps` first,
 * then those `POST /_emulator/connected_apps` added (gone with a reset).
 * Secrets are compared as keyed digests in constant time, so the check takes
 * the same time whatever the caller guessed.
 */

/** A connected app as the routes see it: the config fields, the secret replaced by its digest (null: public). */
export type ConnectedApp = DeepReadonly<Omit<ConnectedAppConfig, 'client_secret'>> & { readonly secretDigest: string | null };

export const isPublicClient = (app: Pick<ConnectedApp, 'client_type'>): boolean => app.client_type.endsWith('_public');
export const isFirstParty = (app: Pick<ConnectedApp, 'client_type'>): boolean => app.client_type.startsWith('first_party');

function fromConfig(deps: EmulatorDeps, app: DeepReadonly<ConnectedAppConfig>): ConnectedApp {
  const { client_secret: secret, ...rest } = app;
  return { ...rest, secretDigest: secret === undefined ? null : secretDigest(deps.store.dataKey, secret) };
}

export function findConnectedApp(deps: EmulatorDeps, clientId: string): ConnectedApp | undefined {
  const configured = deps.config.connectedApps.find((app) => app.client_id === clientId);
  if (configured) return fromConfig(deps, configured);
  const added = deps.store.of(CONNECTED_APPS).get(clientId);
  if (!added) return undefined;
  const { clientSecretDigest, ...rest } = added;
  return { ...rest, secretDigest: clientSecretDigest };
}

export function requireConnectedApp(deps: EmulatorDeps, clientId: string): ConnectedApp {
  const app = findConnectedApp(deps, clientId);
  if (!app) throw IdpErrors.clientNotFound();
  return app;
}

/** Every connected app, config ones first. */
export function allConnectedApps(deps: EmulatorDeps): ConnectedApp[] {
  const added = deps.store
    .of(CONNECTED_APPS)
    .values()
    .filter((app) => !deps.config.connectedApps.some((configured) => configured.client_id === app.client_id));
  return [
    ...deps.config.connectedApps.map((app) => fromConfig(deps, app)),
    ...added.map(({ clientSecretDigest, ...rest }) => ({ ...rest, secretDigest: clientSecretDigest })),
  ];
}

/** Whether `secret` is the app's secret; false for a public app. */
export function secretMatches(deps: EmulatorDeps, app: ConnectedApp, secret: string): boolean {
  const sent = secretDigest(deps.store.dataKey, secret);
  // Compared against itself when there is no secret, so a public client takes the same time.
  return digestsEqual(sent, app.secretDigest ?? sent) && app.secretDigest !== null;
}
