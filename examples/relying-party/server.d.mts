// Types of examples/relying-party/server.mjs, for the browser tests and the demo (TypeScript).
export interface RelyingPartyOptions {
  /** Default 3001; 0 picks a free port. */
  port?: number;
  /** Default 'localhost': every loopback address the name resolves to, all on one port. */
  host?: string;
  /** The OpenID Connect issuer, e.g. the emulator's http://127.0.0.1:8787 (required). Discovered on first use. */
  issuer: string;
  /** The connected app's client_id (required). */
  clientId: string;
  /** The connected app's secret; none for a public client. */
  clientSecret?: string;
  /** Where browsers reach the app, no trailing slash. Default http://localhost:PORT. */
  baseUrl?: string;
}

export interface RelyingParty {
  /** The base URL: `${url}/callback` and `${url}/` are its redirect URIs. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Rejects with the listen error (`code: 'EADDRINUSE'`, …) when the port cannot be used. */
export function startRelyingParty(options: RelyingPartyOptions): Promise<RelyingParty>;
