// Types of scripts/examples-server.mjs, for the browser tests (TypeScript).
export interface ExamplesServerOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /**
   * Default 'localhost': every loopback address the name resolves to (127.0.0.1,
   * ::1), all on one port. Another value listens on that address only. The
   * reported URL always uses localhost.
   */
  host?: string;
  /** The emulator the pages talk to, e.g. http://127.0.0.1:8787 (required). */
  emulatorUrl: string;
  /** Default 'public-token-test-emulator'. */
  publicToken?: string;
  /** The B2B project's emulator the /b2b page talks to; default none (the config module says null). */
  b2bEmulatorUrl?: string | null;
  /** The B2B project's public token; default none. */
  b2bPublicToken?: string | null;
  /** Where the script-tag build is served from at /portico/. Default dist/standalone. */
  standaloneDir?: string;
  /** Where the B2B script-tag build is served from at /portico-b2b/. Default dist/standalone-b2b. */
  standaloneB2BDir?: string;
  /** Served at /gallery/ (index.html for folders); 404 while it does not exist. Default examples/gallery. */
  galleryDir?: string;
  /** The Vite example's build, served at /react/ (index.html for the app's routes). Default examples/vite-react/dist. */
  reactAppDir?: string;
  /** The Vue example's build, served at /vue/ (index.html for paths naming no file). Default examples/vue/dist. */
  vueAppDir?: string;
}

export interface ExamplesServer {
  /** http://localhost:PORT, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Rejects with the listen error (`code: 'EADDRINUSE'`, `'EACCES'`, …) when the port cannot be used. */
export function startExamplesServer(options: ExamplesServerOptions): Promise<ExamplesServer>;
