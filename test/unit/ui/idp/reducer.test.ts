/**
 * State-history tests of the identity-provider flow (docs/behaviour.md
 * §4.2) through the root reducer: the exact
 * sequence of screens, and actions for a screen the visitor is not on change nothing.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetState } from '../../../../src/ui/flows';
import idp from '../../../../src/ui/flows/idp';
import {
  authorized,
  consentNeeded,
  denied,
  logoutConfirmNeeded,
  logoutDeclined,
  flowFailed,
  redirecting,
} from '../../../../src/ui/flows/idp/actions';
import type { ConsentRequest, IDPState } from '../../../../src/ui/flows/idp/state';
import { firstScreen } from '../../../../src/ui/flows';
import { createRootReducer, type RootAction } from '../../../../src/ui/host/root-reducer';

const HOME: WidgetState = firstScreen('identityProvider', {});
const reducer = createRootReducer([idp], HOME);

function history(actions: RootAction[], start: WidgetState = HOME): WidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as WidgetState, action));
  return states;
}

const CONSENT: ConsentRequest = {
  params: { client_id: 'c1', redirect_uri: 'https://rp.example/cb', response_type: 'code', scopes: ['openid', 'read:docs'] },
  clientName: 'Docs App',
  logoUrl: null,
  grantable: ['openid'],
  ungrantable: ['read:docs'],
};
const LOGOUT = { client_id: 'c1', post_logout_redirect_uri: 'https://rp.example/bye', state: 's' };
const screens = (states: WidgetState[]) => states.map((s) => s.screen);

describe('identity-provider flow', () => {
  it('the mount kind starts on IDPConsent', () => {
    expect(HOME).toEqual({ screen: 'IDPConsent' });
  });

  it('IDPConsent → IDPAuthorize (the consent request kept) → IDPRedirecting', () => {
    const states = history([consentNeeded(CONSENT), redirecting('Docs App')]);
    expect(states).toEqual([
      { screen: 'IDPConsent' },
      { screen: 'IDPAuthorize', consent: CONSENT },
      { screen: 'IDPRedirecting', clientName: 'Docs App' },
    ]);
  });

  it('a submit error on IDPAuthorize stays there with the error; clearing it keeps the consent', () => {
    const error = { message: { key: 'internal_server_error', fallback: 'boom' }, field: false };
    const states = history([consentNeeded(CONSENT), { type: 'failed', error }, { type: 'errorCleared' }, denied()]);
    expect(states).toEqual([
      { screen: 'IDPConsent' },
      { screen: 'IDPAuthorize', consent: CONSENT },
      { screen: 'IDPAuthorize', consent: CONSENT, error },
      { screen: 'IDPAuthorize', consent: CONSENT },
      { screen: 'IDPDenied' },
    ]);
  });

  it('IDPAuthorize → IDPAuthorized when the provider gives no address', () => {
    expect(history([consentNeeded(CONSENT), authorized('Docs App')])).toEqual([
      { screen: 'IDPConsent' },
      { screen: 'IDPAuthorize', consent: CONSENT },
      { screen: 'IDPAuthorized', clientName: 'Docs App' },
    ]);
  });

  it('consent not required: IDPConsent → IDPRedirecting, or IDPAuthorized', () => {
    expect(screens(history([redirecting('Docs App')]))).toEqual(['IDPConsent', 'IDPRedirecting']);
    expect(history([authorized('Docs App')])[1]).toEqual({ screen: 'IDPAuthorized', clientName: 'Docs App' });
  });

  it('IDPConsent → IDPError with the message', () => {
    const message = { key: 'idp.missingParameter', values: { param: 'redirect_uri' } };
    expect(history([flowFailed(message)])).toEqual([{ screen: 'IDPConsent' }, { screen: 'IDPError', message }]);
  });

  it('IDPAuthorize → IDPError when the answer to Allow or Deny names an address the widget will not follow', () => {
    const message = { key: 'idp.redirectNotRequested' };
    expect(history([consentNeeded(CONSENT), flowFailed(message)])).toEqual([
      { screen: 'IDPConsent' },
      { screen: 'IDPAuthorize', consent: CONSENT },
      { screen: 'IDPError', message },
    ]);
  });

  it('IDPConsent → IDPLogout → IDPLogoutDeclined', () => {
    const states = history([logoutConfirmNeeded(LOGOUT, 'https://rp.example/bye?state=s'), logoutDeclined()]);
    expect(states).toEqual([
      { screen: 'IDPConsent' },
      { screen: 'IDPLogout', params: LOGOUT, redirectUri: 'https://rp.example/bye?state=s' },
      { screen: 'IDPLogoutDeclined' },
    ]);
  });

  it('IDPConsent → IDPLogout → IDPRedirecting (Yes), with no client name', () => {
    expect(history([logoutConfirmNeeded(LOGOUT, 'https://rp.example/bye'), redirecting(null)])[2]).toEqual({
      screen: 'IDPRedirecting',
      clientName: null,
    });
  });
});

describe('an action for a screen the visitor is not on changes nothing', () => {
  const onConsent = HOME;
  const onAuthorize: WidgetState = reducer(HOME, consentNeeded(CONSENT));
  const onLogout: WidgetState = reducer(HOME, logoutConfirmNeeded(LOGOUT, 'https://rp.example/bye'));
  const onRedirecting: IDPState = { screen: 'IDPRedirecting', clientName: 'Docs App' };
  const onError: IDPState = { screen: 'IDPError', message: { key: 'no_active_session' } };
  const onDeclined: IDPState = { screen: 'IDPLogoutDeclined' };

  it.each<[string, WidgetState, RootAction]>([
    ['denied on IDPConsent', onConsent, denied()],
    ['logoutDeclined on IDPConsent', onConsent, logoutDeclined()],
    ['a second consentNeeded on IDPAuthorize', onAuthorize, consentNeeded({ ...CONSENT, clientName: 'Other' })],
    ['logoutDeclined on IDPAuthorize', onAuthorize, logoutDeclined()],
    ['logoutConfirmNeeded on IDPAuthorize', onAuthorize, logoutConfirmNeeded(LOGOUT, 'https://rp.example/bye')],
    ['denied on IDPLogout', onLogout, denied()],
    ['authorized on IDPLogout', onLogout, authorized('Docs App')],
    ['flowFailed on IDPLogout', onLogout, flowFailed({ key: 'x' })],
    ['flowFailed on IDPError', onError, flowFailed({ key: 'x' })],
    ['a late redirecting on IDPError', onError, redirecting('Docs App')],
    ['authorized on IDPRedirecting', onRedirecting, authorized('Docs App')],
    ['denied on IDPRedirecting', onRedirecting, denied()],
    ['a late redirecting on IDPLogoutDeclined', onDeclined, redirecting(null)],
    ['logoutDeclined on IDPLogoutDeclined', onDeclined, logoutDeclined()],
    ['consentNeeded on IDPError', onError, consentNeeded(CONSENT)],
  ])('%s', (_name, state, action) => {
    expect(reducer(state, action)).toBe(state);
  });

  it('back on the first screen changes nothing (there is no Main to go back to)', () => {
    expect(reducer(HOME, { type: 'back' })).toBe(HOME);
  });
});
