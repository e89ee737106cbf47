/**
 * Social sign-in (docs/behaviour.md §2.7, §4.1; docs/protocol.md §7.7): Main's provider buttons with
 * their brand icons, the redirect start (PKCE, custom scopes, provider
 * params) and Google One Tap. It has no screens of its own: a start leaves
 * the page, and the landing page finishes with `authenticateByUrl()`. The
 * icons and the One Tap code load with this chunk, only when `oauth` is
 * configured.
 */
import type { FlowDefinition, FlowAction } from '../flow';
import { OAuthMainBlock } from './main-block';
import { OAUTH_MESSAGES } from './messages';

const flow: FlowDefinition<never, FlowAction, keyof typeof OAUTH_MESSAGES, 'oauth'> = {
  id: 'oauth',
  reducer: (state) => state,
  screens: {},
  serves: { oauth: OAuthMainBlock },
  messages: OAUTH_MESSAGES,
  texts: 'oauth',
};

export default flow;
