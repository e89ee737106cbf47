// The login page: mounts Portico's login widget against the emulator.
//
//   /             email magic links + SMS + WhatsApp passcodes
//   /?otp=email   email passcodes + SMS + WhatsApp (magic links and email
//                 passcodes cannot be configured together)
//   /?passwords=1 passwords (email first) with email magic links as the
//                 passwordless alternative; reset emails link to /reset-password
//   /?passwords=only  passwords alone (a passwordless user gets a reset email)
//   /?passkeys=1  passkeys with email passcodes: passkey autofill on the email
//                 field where the browser offers it, else 'Login with a Passkey'
//   /?passkeys=button  passkeys with text passcodes: no email field, so the
//                 'Login with a Passkey' button; /passkeys registers passkeys
//   /?crypto=1    crypto wallets (browser wallets: EIP-6963, window.ethereum,
//                 Phantom) with email passcodes; wallets the browser lacks lead
//                 to their install page
//   /?crypto=1&oauth=N  the same with N (0–3) OAuth providers before the
//                 wallets (google, apple, github): Main shows at most
//                 6 − N − 1 wallet buttons, the rest behind 'Continue with
//                 other Crypto Wallet'
//   /?social=1    social sign-in with all 19 providers, then email magic links:
//                 each button goes through the emulator's provider page and
//                 lands on /authenticate
//   /?social=onetap  Google One Tap (embedded; &position=floating floats it)
//                 with GitHub and email magic links, using the emulator's
//                 stand-in for Google's script
//   &shadow=1     render the widget inside a shadow root (enableShadowDOM)
//   /strict-csp   the same page under a nonce-only Content-Security-Policy
import { hideAccount, recordingCallbacks, showSignedIn, ui, wireLogout } from '/vanilla/portico-client.js';
import { apiUrl } from '/portico-demo-config.js';

const params = new URLSearchParams(location.search);
const useEmailOtp = params.get('otp') === 'email';
const passwords = params.get('passwords');
const passkeys = params.get('passkeys');
const cryptoWallets = params.get('crypto') === '1';
const social = params.get('social');
const OAUTH_PROVIDERS = ['google', 'apple', 'github'];
const oauthCount = Math.min(OAUTH_PROVIDERS.length, Math.max(0, Number.parseInt(params.get('oauth') ?? '0', 10) || 0));
const enableShadowDOM = params.get('shadow') === '1';
// Under a strict CSP the server writes a nonce on this page's script elements;
// the widget puts the same nonce on every style element it creates.
const nonce = document.querySelector('script[nonce]')?.nonce || undefined;

const redirectURL = `${location.origin}/authenticate`;
const sessionOptions = { sessionDurationMinutes: 30 };
const otpOptions = (methods) => ({ methods, expirationMinutes: 5 });

// Where reset emails point: the reset page mounts mountResetPassword (reset-password.js).
const passwordOptions = {
  resetPasswordRedirectURL: `${location.origin}/reset-password`,
  loginRedirectURL: `${location.origin}/reset-password`,
  resetPasswordExpirationMinutes: 30,
};

const ALL_SOCIAL_PROVIDERS = [
  'google', 'microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
  'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
];
const oneTapPosition = params.get('position') === 'floating' ? 'floating' : 'embedded';

const config = social
  ? {
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: {
        providers:
          social === 'onetap'
            ? [{ type: 'google', one_tap: true, position: oneTapPosition }, { type: 'github' }]
            : ALL_SOCIAL_PROVIDERS.map((type) => ({ type })),
        loginRedirectURL: redirectURL,
        signupRedirectURL: redirectURL,
        // The emulator's stand-in for Google Identity Services, so One Tap works offline.
        googleOneTapScriptURL: `${apiUrl}/_emulator/gsi/client`,
      },
      emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
      sessionOptions,
      enableShadowDOM,
    }
  : cryptoWallets
  ? {
      products: oauthCount > 0 ? ['oauth', 'crypto', 'otp'] : ['crypto', 'otp'],
      ...(oauthCount > 0
        ? {
            oauthOptions: {
              providers: OAUTH_PROVIDERS.slice(0, oauthCount).map((type) => ({ type })),
              loginRedirectURL: redirectURL,
              signupRedirectURL: redirectURL,
            },
          }
        : {}),
      otpOptions: otpOptions(['email']),
      sessionOptions,
      enableShadowDOM,
    }
  : passkeys
  ? {
      products: ['otp', 'passkeys'],
      otpOptions: otpOptions(passkeys === 'button' ? ['sms'] : ['email']),
      sessionOptions,
      enableShadowDOM,
    }
  : passwords
  ? {
      products: passwords === 'only' ? ['passwords'] : ['passwords', 'emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
      passwordOptions,
      sessionOptions,
      enableShadowDOM,
    }
  : useEmailOtp
  ? {
      products: ['otp'],
      otpOptions: otpOptions(['email', 'sms', 'whatsapp']),
      sessionOptions,
      enableShadowDOM,
    }
  : {
      products: ['emailMagicLinks', 'otp'],
      emailMagicLinksOptions: {
        loginRedirectURL: redirectURL,
        signupRedirectURL: redirectURL,
        ...(params.get('domainHint') ? { domainHint: params.get('domainHint') } : {}),
      },
      otpOptions: otpOptions(['sms', 'whatsapp']),
      sessionOptions,
      enableShadowDOM,
    };

const callbacks = recordingCallbacks((event) => {
  if (event.type === 'AuthenticateFlowComplete') void showSignedIn();
});

function mount() {
  // Mounting again on the same element remounts a fresh widget (Main screen).
  ui.mountLogin({ elementId: '#login', config, callbacks, ...(nonce ? { nonce } : {}) });
}

// After logging out, a fresh widget, back on the Main screen.
wireLogout(mount);

mount();
if (ui.client.session.getSync()) void showSignedIn();
else hideAccount();
