/**
 * Where the app finds the authentication provider, decided when the page
 * loads, as in the Vite + React example (examples/README.md): `npm run demo`
 * and the browser tests serve this app next to `/portico-demo-config.js`, a
 * module the examples server writes with the emulator it started, so one build
 * works with any emulator port. Under `npm run dev`, and wherever that module
 * is missing, the VITE_ variables or the defaults of `npx portico-emulator` apply.
 */
export interface PorticoConfig {
  baseUrl: string;
  publicToken: string;
}

const DEFAULTS: PorticoConfig = {
  baseUrl: import.meta.env.VITE_PORTICO_BASE_URL ?? 'http://127.0.0.1:8787',
  publicToken: import.meta.env.VITE_PORTICO_PUBLIC_TOKEN ?? 'public-token-test-emulator',
};

export async function loadConfig(): Promise<PorticoConfig> {
  // `vite` (dev) serves no such module: do not ask for it.
  if (import.meta.env.DEV) return DEFAULTS;
  try {
    const served = (await import(/* @vite-ignore */ `${location.origin}/portico-demo-config.js`)) as {
      apiUrl: string;
      publicToken: string;
    };
    return { baseUrl: served.apiUrl, publicToken: served.publicToken };
  } catch {
    return DEFAULTS;
  }
}
