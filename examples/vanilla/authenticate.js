// The magic-link redirect page (loginRedirectURL / signupRedirectURL):
// redeems `?stytch_token_type=magic_links&token=…` with authenticateByUrl,
// then shows who is signed in and offers a Log out button.
import { describeError, describeUser, showAccount, ui } from '/vanilla/portico-client.js';

async function showSignedIn() {
  const user = await ui.client.user.get();
  showAccount(`Signed in as ${describeUser(user)}`, { canLogOut: true });
}

document.getElementById('logout').addEventListener('click', async () => {
  try {
    await ui.client.session.revoke();
    showAccount('Signed out');
  } catch (error) {
    showAccount(`Could not log out: ${describeError(error)}`, { canLogOut: true, isError: true });
  }
});

async function main() {
  let result;
  try {
    result = await ui.client.authenticateByUrl({ session_duration_minutes: 30 });
  } catch (error) {
    showAccount(`Sign-in failed: ${describeError(error)}`, { isError: true });
    return;
  } finally {
    // The token is single-use: keep it out of the address bar and history.
    if (new URLSearchParams(location.search).has('token')) history.replaceState(null, '', location.pathname);
  }
  if (result || ui.client.session.getSync()) {
    await showSignedIn();
    return;
  }
  showAccount('There is no sign-in link in this address, and you are not signed in.', { isError: true });
}

main().catch((error) => showAccount(`Sign-in failed: ${describeError(error)}`, { isError: true }));
