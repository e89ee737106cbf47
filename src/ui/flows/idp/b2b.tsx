/**
 * The identity-provider flow as the B2B widget loads it (its registry line
 * `b2bIdp`, src/ui/flows/b2b/index.ts): this folder's definition itself (its
 * id, reducer, effects and texts, with the B2B texts added: b2b-messages.ts),
 * each screen rendered with the B2B port (b2b-port.ts) in place of the
 * consumer's default (port.ts). A chunk over
 * the flow's own: neither the consumer build nor the B2B widget's first load
 * holds the B2B port.
 */
import type { ComponentType } from 'react';
import type { B2BFlowDefinition } from '../b2b/flow';
import type { ScreenEntry } from '../flow';
import type { IDPAction } from './actions';
import { B2B_IDP_MESSAGES, type B2BIDPMessageKey } from './b2b-messages';
import { b2bIDPPort } from './b2b-port';
import flow from '.';
import type { IDPMessageKey } from './messages';
import { IDPPortContext } from './port';
import type { IDPState } from './state';

function withB2BPort<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const WithB2BPort = (props: P) => (
    <IDPPortContext.Provider value={b2bIDPPort}>
      <Screen {...props} />
    </IDPPortContext.Provider>
  );
  return WithB2BPort;
}

function withPortEntry(entry: ScreenEntry): ScreenEntry {
  const { component } = entry;
  return {
    ...entry,
    component: 'load' in component ? { load: () => component.load().then(withB2BPort) } : withB2BPort(component),
  };
}

const screens = Object.fromEntries(
  Object.entries(flow.screens as unknown as Record<string, ScreenEntry>).map(([screen, entry]) => [screen, withPortEntry(entry)]),
);

/**
 * Typed as a B2B flow: its reducer is generic over the screen union (reducer.ts), and its effects
 * send only the OAuthAuthorizeFlow* events, which the B2B widget's union holds too (src/ui/b2b/b2b-events.ts).
 */
const b2bFlow = { ...flow, screens, messages: { ...flow.messages, ...B2B_IDP_MESSAGES }, texts: 'b2b-idp' } as unknown as B2BFlowDefinition<
  IDPState,
  IDPAction,
  IDPMessageKey | B2BIDPMessageKey
>;

export default b2bFlow;
