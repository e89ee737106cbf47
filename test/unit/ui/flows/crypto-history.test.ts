/**
 * State-history tests of the wallet flow (docs/architecture.md): action
 * sequences through the root reducer, asserting the exact screens and data.
 */
import { describe, expect, it } from 'vitest';
import type { AuthenticateResponse } from '../../../../src/core';
import type { WidgetState } from '../../../../src/ui/flows';
import crypto from '../../../../src/ui/flows/crypto';
import { otherWalletsOpened, walletChallenged, walletChosen, walletFailed, walletRetried, walletSignedIn } from '../../../../src/ui/flows/crypto/actions';
import main from '../../../../src/ui/flows/main';
import { createRootReducer, type RootAction } from '../../../../src/ui/host/root-reducer';

const HOME: WidgetState = { screen: 'Main' };
const reducer = createRootReducer([main, crypto], HOME);

function history(actions: RootAction[], start: WidgetState = HOME): WidgetState[] {
  const states = [start];
  for (const action of actions) states.push(reducer(states.at(-1) as WidgetState, action));
  return states;
}

const METAMASK = { id: 'Metamask', name: 'MetaMask', chain: 'ethereum' } as const;
const PHANTOM = { id: 'Phantom', name: 'Phantom', chain: 'solana' } as const;
const ADDRESS = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';
const response = { user_id: 'user-1' } as AuthenticateResponse;

describe('wallet sign-in', () => {
  it('Main → CryptoConnect → CryptoSignMessage (address, challenge) → CryptoConfirmation (signed in); back stays there', () => {
    const states = history([walletChosen(METAMASK, true), walletChallenged(ADDRESS, 'Sign in: nonce 1'), walletSignedIn(response), { type: 'back' }]);
    expect(states).toEqual([
      { screen: 'Main' },
      { screen: 'CryptoConnect', wallet: METAMASK },
      { screen: 'CryptoSignMessage', wallet: METAMASK, address: ADDRESS, challenge: 'Sign in: nonce 1' },
      { screen: 'CryptoConfirmation', signedIn: true },
      { screen: 'CryptoConfirmation', signedIn: true },
    ]);
    expect(states[4]).toBe(states[3]);
  });

  it('the other-wallet screen → a wallet that is not installed → CryptoSetupWallet → back to Main', () => {
    expect(history([otherWalletsOpened(), walletChosen(PHANTOM, false), { type: 'back' }])).toEqual([
      { screen: 'Main' },
      { screen: 'CryptoOtherScreen' },
      { screen: 'CryptoSetupWallet', wallet: PHANTOM },
      { screen: 'Main' },
    ]);
  });

  it("a failure to connect or to sign → CryptoError (the wallet kept); back ('Go back' or the arrow) returns to Main", () => {
    expect(history([walletChosen(METAMASK, true), walletFailed('connect', new Error('4001')), { type: 'back' }])).toEqual([
      { screen: 'Main' },
      { screen: 'CryptoConnect', wallet: METAMASK },
      { screen: 'CryptoError', wallet: METAMASK },
      { screen: 'Main' },
    ]);
    const signing: WidgetState = { screen: 'CryptoSignMessage', wallet: PHANTOM, address: 'addr', challenge: 'c' };
    expect(history([walletFailed('sign', new Error('rejected'))], signing)).toEqual([signing, { screen: 'CryptoError', wallet: PHANTOM }]);
  });

  it("'Try again' on CryptoError connects the same wallet again, and can sign in from there", () => {
    const states = history([
      walletChosen(METAMASK, true),
      walletFailed('connect', new Error('4001')),
      walletRetried(),
      walletChallenged(ADDRESS, 'c'),
      walletFailed('sign', new Error('4001')),
      walletRetried(),
      walletChallenged(ADDRESS, 'c2'),
      walletSignedIn(response),
    ]);
    expect(states).toEqual([
      { screen: 'Main' },
      { screen: 'CryptoConnect', wallet: METAMASK },
      { screen: 'CryptoError', wallet: METAMASK },
      { screen: 'CryptoConnect', wallet: METAMASK },
      { screen: 'CryptoSignMessage', wallet: METAMASK, address: ADDRESS, challenge: 'c' },
      { screen: 'CryptoError', wallet: METAMASK },
      { screen: 'CryptoConnect', wallet: METAMASK },
      { screen: 'CryptoSignMessage', wallet: METAMASK, address: ADDRESS, challenge: 'c2' },
      { screen: 'CryptoConfirmation', signedIn: true },
    ]);
  });

  it("'Try again' anywhere but CryptoError changes nothing", () => {
    const connecting: WidgetState = { screen: 'CryptoConnect', wallet: METAMASK };
    expect(reducer(HOME, walletRetried())).toBe(HOME);
    expect(reducer(connecting, walletRetried())).toBe(connecting);
  });

  it('late answers for a screen the visitor left change nothing', () => {
    expect(history([walletChallenged(ADDRESS, 'c'), walletSignedIn(response), walletFailed('connect', null), walletFailed('sign', null)])).toEqual([
      HOME,
      HOME,
      HOME,
      HOME,
      HOME,
    ]);
    const connecting: WidgetState = { screen: 'CryptoConnect', wallet: METAMASK };
    // A signing failure is not the connect step's.
    expect(history([walletFailed('sign', null), otherWalletsOpened()], connecting)).toEqual([connecting, connecting, connecting]);
  });
});
