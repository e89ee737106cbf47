// The sign-in page: one widget, its config picked by `?method=` (magic links
// and email codes cannot share one config). A finished sign-in opens /account.
import { ui } from '/portico.js';

const redirectURL = `${location.origin}/authenticate`;
const emailCodes = { methods: ['email'], expirationMinutes: 5 };

const CONFIGS = {
  code: { products: ['otp'], otpOptions: emailCodes },
  link: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL } },
  password: {
    products: ['passwords', 'emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
    passwordOptions: { loginRedirectURL: redirectURL, resetPasswordRedirectURL: redirectURL },
  },
  // Email codes with passkey autofill on the email field.
  passkey: { products: ['otp', 'passkeys'], otpOptions: emailCodes },
  wallet: { products: ['crypto', 'otp'], otpOptions: emailCodes },
};

const method = new URLSearchParams(location.search).get('method') ?? 'code';

ui.mountLogin({
  elementId: '#login',
  config: { ...(CONFIGS[method] ?? CONFIGS.code), sessionOptions: { sessionDurationMinutes: 60 } },
  callbacks: {
    onEvent: (event) => {
      if (event.type === 'AuthenticateFlowComplete') location.assign('/account');
    },
    onError: (error) => console.warn('[acme] sign-in error', error?.message),
  },
});
