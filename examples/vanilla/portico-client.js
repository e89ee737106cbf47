// Shared by the example pages: one Portico UI client pointed at the emulator.
// `/portico-demo-config.js` is written by the examples server, so no page
// hard-codes the emulator's port; `/portico/portico.js` is the script-tag build.
import { createPorticoUIClient, messageForError } from '/portico/portico.js';
import { apiUrl, publicToken } from '/portico-demo-config.js';

export const ui = createPorticoUIClient(publicToken, { customBaseUrl: apiUrl });

/** What to call the signed-in user: their first email, else their first phone number. */
export function describeUser(user) {
  return user?.emails?.[0]?.email ?? user?.phone_numbers?.[0]?.phone_number ?? user?.user_id ?? 'unknown user';
}

/** The text of an error for people: the message catalogue's text for its error type. */
export function describeError(error) {
  return messageForError(error);
}

/** Keys whose values are credentials: session tokens and JWTs never reach the console or `window`. */
const SECRET_KEY = /token|jwt|secret/i;

/** A copy of an event's data with every credential replaced by '[redacted]' (at any depth). */
export function redactSecrets(value) {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner)]),
  );
}

/**
 * Shows the account panel (#account) with a status text and, optionally, the
 * Log out button. `user` adds the non-secret details (user ID) below the text.
 */
export function showAccount(text, { canLogOut = false, isError = false, user = null } = {}) {
  const panel = document.getElementById('account');
  const status = document.getElementById('account-status');
  const logout = document.getElementById('logout');
  const userId = document.getElementById('account-user-id');
  panel.hidden = false;
  status.textContent = text;
  status.classList.toggle('error', isError);
  if (userId) {
    userId.hidden = !user?.user_id;
    userId.textContent = user?.user_id ? `User ID: ${user.user_id}` : '';
  }
  if (logout) logout.hidden = !canLogOut;
}

export function hideAccount() {
  document.getElementById('account').hidden = true;
}

/** The account panel for the signed-in user (their email or phone number, and Log out). */
export async function showSignedIn() {
  try {
    const user = await ui.client.user.get();
    showAccount(`Signed in as ${describeUser(user)}`, { canLogOut: true, user });
  } catch (error) {
    showAccount(`Signed in, but the user could not be loaded: ${describeError(error)}`, { canLogOut: true, isError: true });
  }
}

/** The Log out button (#logout): revokes the session, says so, then `afterLogout()` (e.g. a fresh widget). */
export function wireLogout(afterLogout = () => {}) {
  document.getElementById('logout').addEventListener('click', async () => {
    try {
      await ui.client.session.revoke();
      showAccount('Signed out');
      afterLogout();
    } catch (error) {
      showAccount(`Could not log out: ${describeError(error)}`, { canLogOut: true, isError: true });
    }
  });
}

/**
 * Widget callbacks that keep everything the widget reports, for people (the
 * console) and for tests (`window.porticoEvents`, `window.porticoErrors`). An
 * event's data can be an API answer carrying the session token and JWT: those
 * are credentials, so only a redacted copy is kept and logged. `onEvent` is the
 * page's own reaction to each event.
 */
export function recordingCallbacks(onEvent = () => {}) {
  window.porticoEvents = [];
  window.porticoErrors = [];
  window.portico = ui;
  return {
    onEvent(event) {
      const shown = { type: event.type, data: redactSecrets(event.data) };
      window.porticoEvents.push(shown);
      console.info('[portico] event', shown.type, shown.data);
      onEvent(event);
    },
    onError(error) {
      const summary = { name: error?.name, message: describeError(error), error_type: error?.error_type };
      window.porticoErrors.push(summary);
      console.warn('[portico] error', summary);
    },
  };
}
