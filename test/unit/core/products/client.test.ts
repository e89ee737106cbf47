import { describe, expect, it } from 'vitest';
import { createHarness } from './harness';
import * as core from '../../../../src/core';
import * as entry from '../../../../src';

describe('createPorticoClient', () => {
  it('exposes the product namespaces, session, rbac, telemetry, authenticateByUrl and destroy', () => {
    const { client } = createHarness();
    expect(Object.keys(client).sort()).toEqual(
      [
        'authenticateByUrl', 'bootstrap', 'cryptoWallets', 'destroy', 'idp', 'impersonation', 'isTestProject', 'magicLinks',
        'oauth', 'otps', 'passwords', 'rbac', 'session', 'telemetry', 'totps', 'user', 'webauthn',
      ].sort(),
    );
    expect(Object.keys(client.magicLinks).sort()).toEqual(['authenticate', 'email']);
    expect(Object.keys(client.magicLinks.email).sort()).toEqual(['authenticate', 'loginOrCreate', 'send']);
    expect(Object.keys(client.otps).sort()).toEqual(['authenticate', 'email', 'sms', 'whatsapp']);
    expect(Object.keys(client.webauthn).sort()).toEqual(
      ['authenticate', 'authenticateFinish', 'authenticateStart', 'browserSupportsAutofill', 'register', 'registerFinish', 'registerStart', 'signalCredentials', 'update'],
    );
    expect(Object.keys(client.bootstrap).sort()).toEqual(['get', 'getSync', 'onChange']);
    expect(Object.keys(client.telemetry)).toEqual(['log']);
    expect(Object.keys(client.oauth.googleOneTap).sort()).toEqual(['start', 'submit']);
    expect(client.isTestProject).toBe(true);
    expect(typeof client.session).toBe('object');
    expect(typeof client.rbac).toBe('object');
    client.destroy();
  });

  it('is exported from the core and the package entry with the errors and message catalogue', () => {
    expect(core.createPorticoClient).toBeTypeOf('function');
    expect(entry.createPorticoClient).toBe(core.createPorticoClient);
    expect(entry.PorticoInvalidCallError).toBeTypeOf('function');
    expect(entry.messageForError).toBeTypeOf('function');
    expect(entry.ERROR_MESSAGES).toBeTypeOf('object');
    expect(entry.buildOAuthStartUrl).toBeTypeOf('function');
    expect(entry.OTP_DEFAULT_EXPIRATION_MINUTES).toBe(5);
  });
});
