// Types of examples/node-server/server.mjs, for the package test (TypeScript).
export interface NodeServerExampleOptions {
  /** Default 3002; 0 picks a free port. */
  port?: number;
  /** Default 'localhost': every loopback address the name resolves to, all on one port. */
  host?: string;
  /** The API origin, e.g. the emulator's http://127.0.0.1:8787; absent: the provider's host for the token. */
  baseUrl?: string;
  /** Default 'public-token-test-emulator'. */
  publicToken?: string;
  /** Default 'project-test-emulator'. */
  projectId?: string;
}

export interface NodeServerExample {
  /** http://localhost:PORT, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Rejects with the listen error (`code: 'EADDRINUSE'`, …) when the port cannot be used. */
export function startNodeServerExample(options?: NodeServerExampleOptions): Promise<NodeServerExample>;
