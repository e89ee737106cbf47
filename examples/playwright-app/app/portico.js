// The app's one Portico client. Where the provider is comes from `/config.js`,
// which the app's server writes from its environment (PORTICO_BASE_URL,
// PORTICO_PUBLIC_TOKEN; server.mjs): the same runtime configuration a
// deployment would use, and nothing in the app exists only for tests.
// `/portico/portico.js` is the package's `portico/standalone` entry.
import { createPorticoUIClient, messageForError } from '/portico/portico.js';
import { baseUrl, publicToken } from '/config.js';

export const ui = createPorticoUIClient(publicToken, { customBaseUrl: baseUrl });

/** What to call a user: their first email, else their user id. */
export function describeUser(user) {
  return user?.emails?.[0]?.email ?? user?.user_id ?? 'you';
}

export { messageForError };
