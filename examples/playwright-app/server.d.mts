/** The example app's server (server.mjs). */
export interface StartAppOptions {
  /** Default 3217; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The provider's API origin the app is configured with; default http://127.0.0.1:8787. */
  baseUrl?: string;
  /** Default public-token-test-emulator. */
  publicToken?: string;
}

export interface RunningApp {
  /** `http://localhost:PORT`. */
  url: string;
  close(): Promise<void>;
}

export function startApp(options?: StartAppOptions): Promise<RunningApp>;
