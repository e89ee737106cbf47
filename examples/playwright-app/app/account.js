// The signed-in page: who you are, passkey registration, Sign out. It asks the
// client whether there is a session; one held only in cookies (set by the
// app's backend, or by a test) is found by the client's startup check.
import { describeUser, messageForError, ui } from '/portico.js';

const status = document.getElementById('status');
const { session } = await ui.client.session.whenInitialized();

if (!session) {
  status.textContent = 'You are signed out.';
  document.getElementById('signed-out').hidden = false;
} else {
  const user = await ui.client.user.get();
  status.textContent = `Signed in as ${describeUser(user)}`;
  document.getElementById('signed-in').hidden = false;
  ui.mountPasskeyRegistration({ elementId: '#passkeys', config: { products: ['passkeys'] } });
  document.getElementById('sign-out').addEventListener('click', async () => {
    try {
      await ui.client.session.revoke();
      location.assign('/');
    } catch (error) {
      status.textContent = `Could not sign out: ${messageForError(error)}`;
    }
  });
}
