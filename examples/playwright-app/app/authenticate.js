// Where emailed links land (loginRedirectURL / signupRedirectURL): redeems the
// token in the address, then opens /account.
import { messageForError, ui } from '/portico.js';

function fail(text) {
  document.getElementById('heading').textContent = 'This link could not be used';
  const problem = document.getElementById('problem');
  problem.textContent = text;
  problem.hidden = false;
}

try {
  const result = await ui.client.authenticateByUrl({ session_duration_minutes: 60 });
  if (result || ui.client.session.getSync()) location.replace('/account');
  else fail('There is no sign-in link in this address.');
} catch (error) {
  fail(messageForError(error));
}
