import { describe, expect, it } from 'vitest';
import { authenticateData, createHarness } from './harness';

describe('impersonation.authenticate', () => {
  it('posts the impersonation token and logs in', async () => {
    const h = createHarness();
    h.on('POST', '/impersonation/authenticate', { ...authenticateData(), __user: {} });
    const data = await h.client.impersonation.authenticate({ impersonation_token: 'imp-token' });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/impersonation/authenticate' });
    expect(h.last().body).toEqual({ impersonation_token: 'imp-token' });
    expect(data).not.toHaveProperty('__user');
    expect(h.client.user.getSync()?.user_id).toBe('user-test-1');
  });
});

describe('bootstrap', () => {
  it('get resolves the mapped bootstrap and getSync returns it afterwards', async () => {
    const h = createHarness({ bootstrap: { project_name: 'Portico Test', cname_domain: 'login.example.com' } });
    const data = await h.client.bootstrap.get();
    expect(data.projectName).toBe('Portico Test');
    expect(data.cnameDomain).toBe('login.example.com');
    expect(h.client.bootstrap.getSync()).toEqual(data);
  });
});
