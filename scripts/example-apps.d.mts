// Types of scripts/example-apps.mjs, for the browser tests and the bench (TypeScript).
export type ExampleAppName = 'nextjs' | 'vite-react' | 'vue';

export const EXAMPLE_APPS: Record<ExampleAppName, { dir: string; outDir: string; packages: string[] }>;

/** What ensureExampleApp did, each step only when its inputs changed. */
export interface EnsureResult {
  /** `npm ci` (the app's manifest or lockfile, or a package's manifest, changed). */
  installed: boolean;
  /** New copies of the built packages (only their dist/ changed). */
  refreshed: boolean;
  /** `npm run build` in the app. */
  built: boolean;
}

export interface EnsureOptions {
  /** Told before an install or a build starts (a one-line description). */
  onWork?: (message: string) => void;
}

/**
 * Installs and builds the app when its inputs changed since the last time.
 * A failed step rejects with an Error whose `output` is what it printed.
 */
export function ensureExampleApp(name: ExampleAppName, options?: EnsureOptions): Promise<EnsureResult>;
export function ensureExampleApps(options?: EnsureOptions): Promise<Record<ExampleAppName, EnsureResult>>;

/** The app's own copy of a command line tool's script (next, vite). */
export function appBin(name: ExampleAppName, tool: string): string;

export interface NextAppOptions {
  /** `start` serves the build; `dev` compiles on request. Default `start`. */
  mode?: 'start' | 'dev';
  /** Default 0: a free port. */
  port?: number;
  /** The emulator (PORTICO_BASE_URL). */
  baseUrl: string;
  publicToken?: string;
  projectId?: string;
}

export interface NextApp {
  /** http://localhost:PORT */
  url: string;
  port: number;
  /** What Next printed so far. */
  output(): string;
  /** Ends Next's process group and waits for it. */
  close(): Promise<void>;
}

/** Rejects (with `code: 'EADDRINUSE'` for a taken port) when Next exits before listening. */
export function startNextApp(options: NextAppOptions): Promise<NextApp>;
