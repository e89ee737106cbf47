// The password-reset email's page (passwordOptions.resetPasswordRedirectURL and
// loginRedirectURL): mounts the reset widget with the emailed token. The widget
// reads `stytch_token_type` itself: `login` logs in at once, otherwise it asks
// for a new password.
import { hideAccount, recordingCallbacks, showSignedIn, ui, wireLogout } from '/vanilla/portico-client.js';

const token = new URLSearchParams(location.search).get('token') ?? '';

wireLogout();

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
  callbacks: recordingCallbacks((event) => {
    if (event.type === 'AuthenticateFlowComplete') void showSignedIn();
  }),
});
hideAccount();
