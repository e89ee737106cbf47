import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createEmulatorApp, type EmulatorApp } from './app';
import type { EmulatorConfigInput } from './config';
import {
  capSocketsPerClient,
  httpServerOptions,
  resolveConnectionLimits,
  type ConnectionLimitsInput,
} from './connection-limits';
import type { EmulatorEnv } from './context';
import { createDevApiClient, type DevApiClient } from './dev-client';

/**
 * Serving the emulator app over HTTP with @hono/node-server, with timeouts
 * for slow clients and a cap on sockets per client address (connection-limits.ts).
 * The handle carries a dev-API client bound to the server's URL (`api`;
 * docs/testing.md, "The emulator from code").
 */

export interface StartEmulatorOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  config?: EmulatorConfigInput;
  dataFile?: string;
  /** Header, request and keep-alive timeouts and sockets per client address; defaults in connection-limits.ts. */
  connectionLimits?: ConnectionLimitsInput;
}

export interface EmulatorHandle {
  /** e.g. `http://127.0.0.1:8787`, no trailing slash. */
  url: string;
  port: number;
  host: string;
  app: Hono<EmulatorEnv>;
  /** The in-process app (store, deps, fetch) behind the server. */
  emulator: EmulatorApp;
  /** The typed dev-API client for this emulator (docs/testing.md, "The emulator from code"). */
  api: DevApiClient;
  /** Stops listening, drops open connections and writes the snapshot; the port is free once it resolves. */
  close(): Promise<void>;
  /** Same as `close` (both may be called, any number of times). */
  stop(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<EmulatorHandle> {
  const host = options.host ?? DEFAULT_HOST;
  const limits = resolveConnectionLimits(options.connectionLimits ?? {});
  const emulator = createEmulatorApp({ config: options.config, dataFile: options.dataFile, listenHost: host });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve(
      {
        fetch: emulator.app.fetch,
        port: options.port ?? DEFAULT_PORT,
        hostname: host,
        serverOptions: httpServerOptions(limits),
      },
      () => resolve(listening),
    );
    capSocketsPerClient(listening, limits.maxSocketsPerClient);
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  // A wildcard bind has no single URL; the OpenID issuer then follows each request's origin.
  if (!WILDCARD_HOSTS.has(host)) emulator.deps.listenUrl = url;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await emulator.close();
    })();
    return closing;
  };
  return {
    url,
    port,
    host,
    app: emulator.app,
    emulator,
    api: createDevApiClient({ url }),
    close,
    stop: close,
  };
}
