/**
 * The Next.js example's server-rendered /login (examples/nextjs) as a bench
 * target: installed and built by scripts/example-apps.mjs when its inputs
 * changed, then served by `next start` on loopback and pointed at the bench's
 * emulator. The page carries no bench code: the bench adds the field detector
 * (pages.mjs) as an init script, which runs before any script of the page,
 * as the inline one does on the static pages. Only navigation → field
 * applies: nothing calls mountLogin().
 */
import { ensureExampleApp, startNextApp } from '../example-apps.mjs';

export const NEXT_LABEL = 'Next.js SSR /login';

export async function startNextPage({ apiUrl, log }) {
  await ensureExampleApp('nextjs', { onWork: log });
  const next = await startNextApp({ mode: 'start', baseUrl: apiUrl });
  return { url: `${next.url}/login`, close: next.close };
}
