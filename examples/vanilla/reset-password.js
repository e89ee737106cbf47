// The password-reset email's page (passwordOptions.resetPasswordRedirectURL and
// loginRedirectURL): mounts the reset widget with the emailed token. The widget
// reads `stytch_token_type` itself: `login` logs in at once, otherwise it asks
// for a new password.
import { describeError, describeUser, hideAccount, redactSecrets, showAccount, ui } from '/vanilla/portico-client.js';

const token = new URLSearchParams(location.search).get('token') ?? '';

window.porticoEvents = [];
window.porticoErrors = [];
window.portico = ui;

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

ui.mountResetPassword({
  elementId: '#reset',
  passwordResetToken: token,
  config: {
    products: ['passwords'],
    passwordOptions: {
      resetPasswordRedirectURL: `${location.origin}/reset-password`,
      loginRedirectURL: `${location.origin}/reset-password`,
    },
    sessionOptions: { sessionDurationMinutes: 30 },
  },
  callbacks: {
    onEvent(event) {
      window.porticoEvents.push({ type: event.type, data: redactSecrets(event.data) });
      if (event.type === 'AuthenticateFlowComplete') void showSignedIn();
    },
    onError(error) {
      window.porticoErrors.push({ name: error?.name, message: describeError(error), error_type: error?.error_type });
    },
  },
});
hideAccount();
