// Types of scripts/examples-server.mjs, for the browser tests (TypeScript).
export interface ExamplesServerOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default '127.0.0.1'. The reported URL always uses localhost. */
  host?: string;
  /** The emulator the pages talk to, e.g. http://127.0.0.1:8787 (required). */
  emulatorUrl: string;
  /** Default 'public-token-test-emulator'. */
  publicToken?: string;
  /** Where the script-tag build is served from at /portico/. Default dist/standalone. */
  standaloneDir?: string;
}

export interface ExamplesServer {
  /** http://localhost:PORT, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startExamplesServer(options: ExamplesServerOptions): Promise<ExamplesServer>;
