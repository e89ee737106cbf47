import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOTSTRAP } from '../../../../src/core/bootstrap';
import { authenticateData, createHarness, PUBLIC_TOKEN } from './harness';

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

  it('onChange calls the listener with the fetched bootstrap once the fetch settles, and stops after unsubscribing', async () => {
    const h = createHarness({ bootstrap: { project_name: 'Portico Test' } });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = h.client.bootstrap.onChange(first);
    h.client.bootstrap.onChange(second);
    stopFirst();
    expect(second).not.toHaveBeenCalled();
    const data = await h.client.bootstrap.get();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(data);
    expect(second.mock.calls[0]?.[0].projectName).toBe('Portico Test');
  });

  it('onChange reports the defaults when the fetch fails, and a throwing listener does not break get()', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const h = createHarness();
      h.on('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, { status: 500, body: { status_code: 500, error_type: 'internal_server_error', error_message: 'x' } });
      const listener = vi.fn();
      h.client.bootstrap.onChange(() => {
        throw new Error('host bug');
      });
      h.client.bootstrap.onChange(listener);
      await expect(h.client.bootstrap.get()).resolves.toEqual(DEFAULT_BOOTSTRAP);
      expect(listener).toHaveBeenCalledWith(DEFAULT_BOOTSTRAP);
      expect(error).toHaveBeenCalledWith('Portico: a bootstrap listener threw.', expect.any(Error));
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('telemetry.log', () => {
  it('sends the event through the batched /events sink', async () => {
    const h = createHarness();
    h.client.telemetry.log('render_login_screen', { options: { products: ['otp'] } });
    h.client.telemetry.log('email_try_again_clicked');
    await h.runTimers();
    const events = h.telemetryEvents();
    expect(events).toContainEqual(
      expect.objectContaining({ public_token: PUBLIC_TOKEN, event_name: 'render_login_screen', details: { options: { products: ['otp'] } } }),
    );
    expect(events).toContainEqual(expect.objectContaining({ event_name: 'email_try_again_clicked', details: {} }));
  });

  it('never throws, and drops calls without an event name', async () => {
    const h = createHarness();
    const log = h.client.telemetry.log as (name: unknown, details?: unknown) => void;
    expect(() => log(undefined)).not.toThrow();
    expect(() => log('')).not.toThrow();
    expect(() => log('odd_details', 'not an object')).not.toThrow();
    await h.runTimers();
    expect(h.telemetryEvents().map((e) => e['event_name'])).toEqual(['odd_details']);
    expect(h.telemetryEvents()[0]?.['details']).toEqual({});
  });
});
