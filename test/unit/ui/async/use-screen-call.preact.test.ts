// @vitest-environment jsdom
/**
 * useScreenCall and useOnArrival under preact/compat, as in the standalone
 * build (where `react` is aliased to preact/compat): the arrival call runs
 * once, shows pending, and is aborted when the screen unmounts; a failure
 * follows the one rule.
 */
import { createElement, render, type ComponentType } from 'preact';
import * as compat from 'preact/compat';
import { act } from 'preact/test-utils';
import * as react from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnArrival } from '../../../../src/ui/async/use-on-arrival';
import { useScreenCall } from '../../../../src/ui/async/use-screen-call';
import { WidgetEnvironmentContext, type WidgetEnvironment } from '../../../../src/ui/context/widget-context';
import type { CommonAction } from '../../../../src/ui/flows/flow';
import { toScreenError } from '../../../../src/ui/flows/screen-error';

vi.mock('react', async () => await import('preact/compat'));

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

function Arrival(props: { dispatch: (action: CommonAction) => void; arrive: (signal: AbortSignal) => Promise<string>; onOk: (value: string) => void }) {
  const { call, pending } = useScreenCall(props.dispatch);
  useOnArrival(call, props.arrive, { onOk: props.onOk });
  return createElement('p', null, pending ? 'pending' : 'idle');
}

function mount(props: Parameters<typeof Arrival>[0], reportError: (error: unknown) => void) {
  root = document.createElement('div');
  document.body.append(root);
  const host = root;
  const env = { reportError } as unknown as WidgetEnvironment;
  // Typed as React's provider; under the mock it is preact/compat's.
  const Provider = WidgetEnvironmentContext.Provider as unknown as ComponentType<{ value: WidgetEnvironment }>;
  act(() => render(createElement(Provider, { value: env }, createElement(Arrival, props)), host));
  return host;
}

/** Lets the pending promises settle (the arrival's microtask, the call, the runner). */
const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('useScreenCall and useOnArrival (preact/compat)', () => {
  it('runs against preact/compat here', () => {
    expect(react.useEffect).toBe(compat.useEffect);
  });

  it('the arrival call runs once, shows pending, and its answer reaches onOk', async () => {
    let resolve!: (value: string) => void;
    const arrive = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const onOk = vi.fn();
    const host = mount({ dispatch: vi.fn(), arrive, onOk }, vi.fn());
    await settle();
    expect(arrive).toHaveBeenCalledTimes(1);
    expect(host.textContent).toBe('pending');
    resolve('here');
    await settle();
    expect(onOk).toHaveBeenCalledWith('here');
    expect(host.textContent).toBe('idle');
  });

  it('unmounting aborts it; its late answer changes nothing', async () => {
    let resolve!: (value: string) => void;
    let signal: AbortSignal | undefined;
    const arrive = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<string>((r) => (resolve = r));
    });
    const onOk = vi.fn();
    const host = mount({ dispatch: vi.fn(), arrive, onOk }, vi.fn());
    await settle();
    act(() => render(null, host));
    expect(signal?.aborted).toBe(true);
    resolve('late');
    await settle();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('a failure is reported, then shown as the screen error', async () => {
    const error = new Error('down');
    const dispatch = vi.fn();
    const reportError = vi.fn();
    mount({ dispatch, arrive: () => Promise.reject(error), onOk: vi.fn() }, reportError);
    await settle();
    expect(reportError).toHaveBeenCalledWith(error);
    expect(dispatch).toHaveBeenCalledWith({ type: 'failed', error: toScreenError(error) });
  });
});
