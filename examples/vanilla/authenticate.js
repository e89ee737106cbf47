// The redirect page of magic links and social sign-in (loginRedirectURL /
// signupRedirectURL): redeems `?stytch_token_type=magic_links|oauth&token=…`
// with authenticateByUrl (a cancelled provider page lands here too, and fails
// with the catalogue's oauth_flow_callback_error text),
// then shows who is signed in and offers a Log out button. The page heading
// says how it went: working, signed in, or the link could not be used.
import { describeError, describeUser, showAccount, ui } from '/vanilla/portico-client.js';

const HEADINGS = {
  working: 'Signing you in…',
  signedIn: 'You are signed in',
  failed: 'This link could not be used',
  socialFailed: 'Social sign-in could not be completed',
  signedOut: 'You are signed out',
};

function setHeading(key) {
  const text = HEADINGS[key];
  document.getElementById('page-heading').textContent = text;
  document.title = `Portico example: ${text}`;
  document.body.dataset.outcome = key;
}

/** The failure: the heading, the catalogue's text for the error (as text), and the link back stays below. */
function showFailure(text) {
  setHeading(tokenType === 'oauth' ? 'socialFailed' : 'failed');
  showAccount(text, { isError: true });
}

async function showSignedIn() {
  const user = await ui.client.user.get();
  setHeading('signedIn');
  showAccount(`Signed in as ${describeUser(user)}`, { canLogOut: true, user });
}

document.getElementById('logout').addEventListener('click', async () => {
  try {
    await ui.client.session.revoke();
    setHeading('signedOut');
    showAccount('Signed out');
  } catch (error) {
    showAccount(`Could not log out: ${describeError(error)}`, { canLogOut: true, isError: true });
  }
});

// Read before authenticateByUrl cleans the address bar: the failure heading depends on it.
const tokenType = new URLSearchParams(location.search).get('stytch_token_type');

async function main() {
  setHeading('working');
  let result;
  try {
    // The client takes the single-use token out of the address bar once it has tried it.
    result = await ui.client.authenticateByUrl({ session_duration_minutes: 30 });
  } catch (error) {
    showFailure(`Sign-in failed: ${describeError(error)}`);
    return;
  }
  if (result || ui.client.session.getSync()) {
    await showSignedIn();
    return;
  }
  showFailure('There is no sign-in link in this address, and you are not signed in.');
}

main().catch((error) => showFailure(`Sign-in failed: ${describeError(error)}`));
