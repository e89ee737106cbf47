// The identity provider's page (the emulator's idp.authorizationUrl and
// idp.logoutUrl): where a relying party sends the visitor to sign in
// (`?client_id=…&redirect_uri=…&scope=…`) or to sign out
// (`?post_logout_redirect_uri=…`). The identity-provider widget reads that
// query string itself and, once the visitor answers, sends the browser to the
// address the provider returns.
//
// The widget needs a signed-in visitor for a sign-in request. Without a session
// this page mounts the login widget first (email passcodes: they finish on this
// page, where a magic link would land on /authenticate and lose the query), and
// after sign-in swaps it for the identity-provider widget without a reload: the
// client already holds the new session, and the address bar was never touched,
// so the widget reads exactly the query string the relying party sent.
import { recordingCallbacks, ui } from '/vanilla/portico-client.js';

const query = new URLSearchParams(location.search);
const isLogoutRequest = query.has('post_logout_redirect_uri');
// prompt=none: the relying party asked for no interaction; the provider answers
// (login_required without a session) and the widget follows its answer.
const noPrompt = query.get('prompt') === 'none';
const signInFirst = document.getElementById('sign-in-first');
let showingIdentityProvider = false;

// One set of callbacks for both widgets, so window.porticoEvents keeps the
// whole visit (sign-in, then the identity provider's events).
const callbacks = recordingCallbacks((event) => {
  if (event.type === 'AuthenticateFlowComplete' && !showingIdentityProvider) {
    showingIdentityProvider = true;
    // After the login widget has finished handling its own event: a widget
    // should not be unmounted from inside its callback.
    queueMicrotask(() => {
      ui.unmount('#login');
      signInFirst.hidden = true;
      mountIdentityProvider();
    });
  }
});

function mountIdentityProvider() {
  showingIdentityProvider = true;
  ui.mountIdentityProvider({ elementId: '#idp', callbacks });
}

function mountLoginFirst() {
  signInFirst.hidden = false;
  ui.mountLogin({
    elementId: '#login',
    config: {
      products: ['otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 5 },
      sessionOptions: { sessionDurationMinutes: 30 },
    },
    callbacks,
  });
}

// A logout request never asks the visitor to sign in just to sign out: the
// widget and the provider decide what a logout without a session means.
// Otherwise the page decides once the client knows whether there is a session:
// one held only in cookies (the stored state cleared, or set by a backend) is
// found by the client's startup check, a task after the page loads.
if (ui.client.session.getSync() || isLogoutRequest || noPrompt) mountIdentityProvider();
else {
  void ui.client.session.whenInitialized().then(({ session }) => {
    if (session) mountIdentityProvider();
    else mountLoginFirst();
  });
}
