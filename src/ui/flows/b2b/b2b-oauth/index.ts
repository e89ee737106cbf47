/**
 * B2B OAuth (docs/behaviour.md §11): the provider buttons B2BMain (discovery)
 * and an organization's sign-in render (`serves`, ../b2b-parts.tsx). No
 * screens of its own: a start leaves the page, and the page the provider
 * returns to is B2BMain's redirect landing, which redeems the token (an
 * `oauth` one to the sign-in outcome, a `discovery_oauth` one to the
 * organization list). The brand icons load with this chunk, only when
 * `oauth` is configured.
 */
import type { FlowAction } from '../../flow';
import type { B2BFlowDefinition } from '../flow';
import { B2B_OAUTH_MESSAGES } from './messages';
import { B2BOAuthBlock } from './oauth-block';

const flow: B2BFlowDefinition<never, FlowAction, keyof typeof B2B_OAUTH_MESSAGES, 'b2bOAuth'> = {
  id: 'b2bOAuth',
  reducer: (state) => state,
  screens: {},
  serves: { b2bOAuth: B2BOAuthBlock },
  messages: B2B_OAUTH_MESSAGES,
  texts: 'b2b-oauth',
};

export default flow;
