// The account page of the passkey example: passkey registration
// (mountPasskeyRegistration) and, for an account settings page, the passkey
// list on its own (mountPasskeyList). Both need a signed-in user: sign in on
// /?passkeys=1 first, or each shows its error.
import { describeError, describeUser, hideAccount, redactSecrets, showAccount, ui } from '/vanilla/portico-client.js';

window.porticoEvents = [];
window.porticoErrors = [];
window.portico = ui;

const callbacks = {
  onEvent(event) {
    const shown = { type: event.type, data: redactSecrets(event.data) };
    window.porticoEvents.push(shown);
    console.info('[portico] event', shown.type, shown.data);
    // 'Done': the list on this page reads the account again.
    if (event.type === 'PasskeyDone') mountList();
  },
  onError(error) {
    const summary = { name: error?.name, message: describeError(error), error_type: error?.error_type };
    window.porticoErrors.push(summary);
    console.warn('[portico] error', summary);
  },
};

const sessionOptions = { sessionDurationMinutes: 30 };

function mountRegistration() {
  ui.mountPasskeyRegistration({ elementId: '#passkey-registration', config: { products: ['passkeys'], sessionOptions }, callbacks });
}

function mountList() {
  ui.mountPasskeyList({ elementId: '#passkey-list', callbacks });
}

async function showSignedIn() {
  try {
    const user = await ui.client.user.get();
    showAccount(`Signed in as ${describeUser(user)}`, { canLogOut: true, user });
  } catch (error) {
    showAccount(`Signed in, but the user could not be loaded: ${describeError(error)}`, { canLogOut: true, isError: true });
  }
}

document.getElementById('logout').addEventListener('click', async () => {
  try {
    await ui.client.session.revoke();
    showAccount('Signed out');
  } catch (error) {
    showAccount(`Could not log out: ${describeError(error)}`, { canLogOut: true, isError: true });
  }
});

mountRegistration();
mountList();
if (ui.client.session.getSync()) void showSignedIn();
else hideAccount();
