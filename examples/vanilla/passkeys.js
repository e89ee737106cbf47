// The account page of the passkey example: passkey registration
// (mountPasskeyRegistration) and, for an account settings page, the passkey
// list on its own (mountPasskeyList). Both need a signed-in user: sign in on
// /?passkeys=1 first, or each shows its error.
import { hideAccount, recordingCallbacks, showSignedIn, ui, wireLogout } from '/vanilla/portico-client.js';

// 'Done': the list on this page reads the account again.
const callbacks = recordingCallbacks((event) => {
  if (event.type === 'PasskeyDone') mountList();
});

const sessionOptions = { sessionDurationMinutes: 30 };

function mountRegistration() {
  ui.mountPasskeyRegistration({ elementId: '#passkey-registration', config: { products: ['passkeys'], sessionOptions }, callbacks });
}

function mountList() {
  ui.mountPasskeyList({ elementId: '#passkey-list', callbacks });
}

wireLogout();

mountRegistration();
mountList();
// The widgets wait for the client to know whether there is a session (one held
// only in cookies is found by its startup check); so does the account panel.
hideAccount();
void ui.client.session.whenInitialized().then(({ session }) => {
  if (session) void showSignedIn();
});
