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

/** Shows the account panel (#account) with a status text and, optionally, the Log out button. */
export function showAccount(text, { canLogOut = false, isError = false } = {}) {
  const panel = document.getElementById('account');
  const status = document.getElementById('account-status');
  const logout = document.getElementById('logout');
  panel.hidden = false;
  status.textContent = text;
  status.classList.toggle('error', isError);
  if (logout) logout.hidden = !canLogOut;
}

export function hideAccount() {
  document.getElementById('account').hidden = true;
}
