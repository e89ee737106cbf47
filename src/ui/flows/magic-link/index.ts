/** Email magic links (spec sections 2–4): the Main tab, EmailConfirmation, and their events. */
import { defineFlow } from '../flow';
import type { MagicLinkAction } from './actions';
import { EmailConfirmationScreen } from './email-confirmation-screen';
import { EmailMagicLinkForm } from './email-magic-link-form';
import { MAGIC_LINK_MESSAGES } from './messages';
import { magicLinkReducer } from './reducer';
import type { MagicLinkState } from './state';

export default defineFlow<MagicLinkState, MagicLinkAction>({
  id: 'magicLink',
  reducer: magicLinkReducer,
  screens: {
    EmailConfirmation: { component: EmailConfirmationScreen, backArrow: true, focus: 'heading' },
  },
  tabs: { emailMagicLink: EmailMagicLinkForm },
  effects(action, { emit, telemetry }) {
    switch (action.type) {
      case 'magicLink/sent':
        telemetry.emailSent(action.email, 'login_or_create_eml');
        emit({ type: 'MagicLinkLoginOrCreate', data: action.response });
        return;
      case 'magicLink/tryAgain':
        telemetry.emailTryAgainClicked(action.email, 'login_or_create_eml');
        return;
    }
  },
  messages: MAGIC_LINK_MESSAGES,
});
