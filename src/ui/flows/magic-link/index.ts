/** Email magic links (docs/behaviour.md §2.2, §4.1): the Main tab's send, EmailConfirmation, and their events. */
import type { FlowDefinition } from '../flow';
import { magicLinkSent, type MagicLinkAction } from './actions';
import { sendMagicLink } from './api';
import { MAGIC_LINK_MESSAGES } from './messages';
import { magicLinkReducer } from './reducer';
import type { MagicLinkState } from './state';

const flow: FlowDefinition<MagicLinkState, MagicLinkAction, keyof typeof MAGIC_LINK_MESSAGES> = {
  id: 'magicLink',
  reducer: magicLinkReducer,
  screens: {
    // Not on the first paint: its chunk loads right after it.
    EmailConfirmation: {
      component: { load: () => import('./email-confirmation-screen').then((m) => m.EmailConfirmationScreen) },
      backArrow: true,
      focus: 'heading',
    },
  },
  serves: {
    emailMagicLink: async ({ destination }, { client, config }, signal) =>
      magicLinkSent(destination, await sendMagicLink(client, config, destination, signal)),
  },
  effects(action, { emit, telemetry, showToast, t }) {
    switch (action.type) {
      case 'magicLink/sent':
      case 'magicLink/resent':
        telemetry.emailSent(action.email, 'login_or_create_eml');
        emit({ type: 'MagicLinkLoginOrCreate', data: action.response });
        if (action.type === 'magicLink/resent') showToast({ type: 'success', message: t('emailConfirmation.resent') });
        return;
      case 'magicLink/tryAgain':
        telemetry.emailTryAgainClicked(action.email, 'login_or_create_eml');
        return;
    }
  },
  messages: MAGIC_LINK_MESSAGES,
  texts: 'magic-link',
};

export default flow;
