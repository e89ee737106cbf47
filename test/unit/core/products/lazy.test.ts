import { describe, expect, it, vi } from 'vitest';
import { LAZY_METHODS } from '../../../../src/core/client';
import { createCryptoWallets } from '../../../../src/core/products/crypto-wallets';
import { createIDP } from '../../../../src/core/products/idp';
import { createImpersonation } from '../../../../src/core/products/impersonation';
import { lazyNamespace } from '../../../../src/core/products/lazy';
import { createPasswords } from '../../../../src/core/products/passwords';
import { createTotps } from '../../../../src/core/products/totps';
import { createUser } from '../../../../src/core/products/user';
import { createWebAuthn } from '../../../../src/core/products/webauthn';
import { createClientContext } from '../../../../src/core/create-client-context';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { createHarness } from './harness';

describe('lazily loaded product namespaces', () => {
  it('list exactly the methods of their implementations', () => {
    const { ctx, destroy } = createClientContext('public-token-test-x', {
      seams: { fetch: () => new Promise<Response>(() => {}), storage: createMemoryStorage(), cookies: createMemoryCookieJar() },
    });
    const implementations = {
      passwords: createPasswords(ctx),
      cryptoWallets: createCryptoWallets(ctx),
      webauthn: createWebAuthn(ctx),
      totps: createTotps(ctx),
      impersonation: createImpersonation(ctx),
      idp: createIDP(ctx),
    };
    const userAsync = createUser(ctx);
    for (const [name, implementation] of Object.entries(implementations)) {
      expect([...LAZY_METHODS[name as keyof typeof LAZY_METHODS]].sort(), name).toEqual(Object.keys(implementation).sort());
    }
    expect([...LAZY_METHODS.user].sort()).toEqual(Object.keys(userAsync).sort());
    destroy();
  });

  it('loads once on the first call, forwards arguments and results, and retries a failed load', async () => {
    const create = vi.fn(async (a: number, b: number) => a + b);
    const load = vi
      .fn<() => Promise<{ create: typeof create }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ create });
    const namespace = lazyNamespace<{ create: typeof create }>(['create'], load);
    expect(load).not.toHaveBeenCalled();
    await expect(namespace.create(1, 2)).rejects.toThrow('chunk failed');
    await expect(namespace.create(1, 2)).resolves.toBe(3);
    await expect(namespace.create(3, 4)).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenCalledWith(3, 4);
  });

  it('argument errors still reject (never throw synchronously)', async () => {
    const { client } = createHarness();
    // @ts-expect-error wrong type on purpose
    const result = client.passwords.create({ email: 1, password: 'x', session_duration_minutes: 30 });
    await expect(result).rejects.toThrow('Invalid call to passwords.create');
    client.destroy();
  });
});
