// The B2B example page (/b2b, and /b2b/reset-password for the reset email's link):
// the B2B widget's script-tag build against the demo's B2B project (a second
// emulator, see scripts/demo.mjs). /b2b mounts the Discovery sign-in; once a
// sign-in completes (AuthenticateFlowComplete) the page shows the member and
// the organization from the B2B client, with a Sign out button.
//
// Every redirect (discovery link, SSO, the password step's email check) comes
// back to /b2b, where the widget redeems the token in the address on mount.
import { createPorticoB2BUIClient } from '/portico-b2b/portico-b2b.js';
import { b2bApiUrl, b2bPublicToken } from '/portico-demo-config.js';

// Under the page's nonce-only CSP, the widget puts this nonce on every style element it creates.
const nonce = document.querySelector('script[nonce]')?.nonce || undefined;

const login = document.getElementById('login');
const panel = document.getElementById('account');
const status = document.getElementById('account-status');
const logout = document.getElementById('logout');

if (!b2bApiUrl || !b2bPublicToken) {
  login.textContent = 'No B2B project is running: start the page with `npm run demo`.';
  throw new Error('The examples server was started without a B2B emulator.');
}
document.getElementById('mailbox-link').href = `${b2bApiUrl}/_emulator/`;

const ui = createPorticoB2BUIClient(b2bPublicToken, {
  customBaseUrl: b2bApiUrl,
  ...(nonce ? { nonce } : {}),
  // The consumer pages on this origin keep their session in the default cookies: the B2B
  // project's session gets cookies of its own, so neither page reads the other's.
  cookieOptions: {
    opaqueTokenCookieName: 'portico_b2b_session',
    jwtCookieName: 'portico_b2b_session_jwt',
    istCookieName: 'portico_b2b_intermediate_session',
  },
});
const { client } = ui;

const signInUrl = `${location.origin}/b2b`;
const resetUrl = `${location.origin}/b2b/reset-password`;
const config = {
  authFlowType: 'Discovery',
  products: ['emailOtp', 'emailMagicLinks', 'sso', 'passwords'],
  sessionOptions: { sessionDurationMinutes: 60 },
  emailMagicLinksOptions: { discoveryRedirectURL: signInUrl, loginRedirectURL: signInUrl, signupRedirectURL: signInUrl },
  ssoOptions: { loginRedirectURL: signInUrl, signupRedirectURL: signInUrl },
  passwordOptions: { loginRedirectURL: signInUrl, resetPasswordRedirectURL: resetUrl, discoveryRedirectURL: resetUrl },
};

const callbacks = {
  onEvent(event) {
    console.info('[portico b2b]', event.type);
    if (event.type === 'AuthenticateFlowComplete') showSignedIn();
  },
  onError(error) {
    console.warn('[portico b2b]', error);
  },
};

/** How the member signed in, from the session's factors (`email_otp`, `sso_saml`, …). */
function describeFactors(session) {
  const factors = session?.authentication_factors ?? [];
  return factors.map((factor) => factor.delivery_method ?? factor.type).join(', ') || 'unknown';
}

/** Shows the member and organization of the B2B client's session; false when there is none. */
function showSignedIn() {
  const session = client.session.getSync();
  const member = client.self.getSync();
  const organization = client.organization.getSync();
  if (!session || !member) return false;
  panel.hidden = false;
  status.textContent = `Signed in as ${member.email_address} to ${organization?.organization_name ?? 'your organization'}.`;
  document.getElementById('account-member').textContent = `${member.name ? `${member.name} · ` : ''}${member.email_address} (${member.member_id})`;
  document.getElementById('account-organization').textContent = organization
    ? `${organization.organization_name} · ${organization.organization_slug} (${organization.organization_id})`
    : session.organization_id;
  document.getElementById('account-factors').textContent = describeFactors(session);
  return true;
}

function mountWidget() {
  if (location.pathname === '/b2b/reset-password') {
    ui.mountPasswordReset({ elementId: '#login', config, callbacks });
  } else {
    ui.mount({ elementId: '#login', config, callbacks });
  }
}

logout.addEventListener('click', async () => {
  logout.disabled = true;
  try {
    await client.session.revoke();
  } catch (error) {
    console.warn('[portico b2b] sign-out', error);
  } finally {
    logout.disabled = false;
  }
  panel.hidden = true;
  // A fresh widget for the next sign-in, at /b2b (not the reset page).
  if (location.pathname !== '/b2b') history.replaceState(null, '', '/b2b');
  ui.unmount('#login');
  mountWidget();
});

// Already signed in (a reload): the member's details, and the widget stays for another sign-in.
client.session.onChange(() => {
  if (!client.session.getSync()) panel.hidden = true;
  else showSignedIn();
});
showSignedIn();
mountWidget();
