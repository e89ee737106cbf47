/**
 * Where the app finds the authentication provider, read from the server's
 * environment on every request (the root layout is dynamic), so one
 * `next build` serves any emulator address. Defaults: `npx portico-emulator`.
 */
export interface PorticoEnv {
  /** The provider's API origin, here the emulator (no trailing slash). */
  baseUrl: string;
  publicToken: string;
  projectId: string;
}

export function porticoEnv(): PorticoEnv {
  return {
    baseUrl: (process.env.PORTICO_BASE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, ''),
    publicToken: process.env.PORTICO_PUBLIC_TOKEN || 'public-token-test-emulator',
    projectId: process.env.PORTICO_PROJECT_ID || 'project-test-emulator',
  };
}
