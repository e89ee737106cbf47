// @vitest-environment jsdom
/**
 * useScreenCall and useOnArrival (docs/architecture.md, "Async" and "Errors"):
 * the one way a screen makes a call, its failure rule, and a call on arrival
 * that runs once per mount under StrictMode and is aborted on unmount.
 */
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunOutcome } from '../../../../src/ui/async/runner';
import { useOnArrival } from '../../../../src/ui/async/use-on-arrival';
import { useScreenCall, type ScreenCall } from '../../../../src/ui/async/use-screen-call';
import { WidgetEnvironmentContext, type WidgetEnvironment } from '../../../../src/ui/context/widget-context';
import type { CommonAction } from '../../../../src/ui/flows/flow';
import { ValidationFailure, toScreenError } from '../../../../src/ui/flows/screen-error';
import { deferred } from '../../support/deferred';

afterEach(cleanup);


function setup() {
  const reportError = vi.fn();
  const dispatch = vi.fn<(action: CommonAction) => void>();
  const env = { reportError } as unknown as WidgetEnvironment;
  const wrap = (children: ReactNode, strict = false) => {
    const tree = <WidgetEnvironmentContext.Provider value={env}>{children}</WidgetEnvironmentContext.Provider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { reportError, dispatch, wrap };
}

describe('useScreenCall', () => {
  function mount() {
    const { reportError, dispatch, wrap } = setup();
    const seen: { current: ScreenCall | null } = { current: null };
    function Screen() {
      seen.current = useScreenCall(dispatch);
      return <p>{seen.current.pending ? 'pending' : 'idle'}</p>;
    }
    const view = render(wrap(<Screen />));
    const screenCall = () => {
      if (seen.current === null) throw new Error('not rendered');
      return seen.current;
    };
    return { reportError, dispatch, view, screenCall };
  }

  it('passes a signal, shows pending while the call is on its way, hands the answer to onOk', async () => {
    const { view, screenCall, dispatch, reportError } = mount();
    const answer = deferred<number>();
    const onOk = vi.fn();
    let signal: AbortSignal | undefined;
    let outcome: Promise<RunOutcome<number>> | undefined;
    act(() => {
      outcome = screenCall().call((s) => {
        signal = s;
        return answer.promise;
      }, { onOk });
    });
    expect(view.container.textContent).toBe('pending');
    expect(signal?.aborted).toBe(false);
    await act(async () => answer.resolve(7));
    await expect(outcome).resolves.toEqual({ status: 'ok', value: 7 });
    expect(onOk).toHaveBeenCalledWith(7);
    expect(view.container.textContent).toBe('idle');
    expect(dispatch).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a failure: reported to onError, then the screen error (toScreenError)', async () => {
    const { screenCall, dispatch, reportError } = mount();
    const error = Object.assign(new Error('down'), { error_type: 'internal_server_error', status_code: 500 });
    await act(async () => {
      await expect(screenCall().call(() => Promise.reject(error))).resolves.toEqual({ status: 'failed', error });
    });
    expect(reportError).toHaveBeenCalledWith(error);
    expect(dispatch).toHaveBeenCalledWith({ type: 'failed', error: toScreenError(error) });
  });

  it('input the widget refuses itself (ValidationFailure): shown on the field, not reported', async () => {
    const { screenCall, dispatch, reportError } = mount();
    const refusal = new ValidationFailure({ key: 'validation.emailFormatInvalid' });
    await act(async () => {
      await screenCall().call(() => Promise.reject(refusal));
    });
    expect(reportError).not.toHaveBeenCalled();
    expect(dispatch).toHaveBeenCalledWith({ type: 'failed', error: { message: refusal.descriptor, field: true } });
  });

  it("onFailed 'handled': reported, not shown; 'default' leaves it to the rule; report: false reports nothing", async () => {
    const { screenCall, dispatch, reportError } = mount();
    const error = new Error('x');
    await act(async () => {
      await screenCall().call(() => Promise.reject(error), { onFailed: () => 'handled' });
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(dispatch).not.toHaveBeenCalled();
    await act(async () => {
      await screenCall().call(() => Promise.reject(error), { onFailed: () => 'default' });
    });
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(dispatch).toHaveBeenCalledTimes(1);
    await act(async () => {
      await screenCall().call(() => Promise.reject(error), { report: false, onFailed: () => 'handled' });
    });
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it("describe: the flow's own wording for the screen error", async () => {
    const { screenCall, dispatch } = mount();
    const shown = { message: { key: 'passkey_not_created' }, field: false };
    await act(async () => {
      await screenCall().call(() => Promise.reject(new Error('x')), { describe: () => shown });
    });
    expect(dispatch).toHaveBeenCalledWith({ type: 'failed', error: shown });
  });

  it('exclusive by default: a second call while one is pending is refused without running', async () => {
    const { screenCall } = mount();
    const answer = deferred<string>();
    const second = vi.fn(() => Promise.resolve('second'));
    let first: Promise<RunOutcome<string>> | undefined;
    act(() => {
      first = screenCall().call(() => answer.promise);
    });
    await act(async () => {
      await expect(screenCall().call(second)).resolves.toEqual({ status: 'ignored' });
    });
    expect(second).not.toHaveBeenCalled();
    await act(async () => answer.resolve('first'));
    await expect(first).resolves.toEqual({ status: 'ok', value: 'first' });
  });

  it('unmounting aborts the call: its failure is ignored, neither reported nor shown', async () => {
    const { view, screenCall, dispatch, reportError } = mount();
    const answer = deferred<string>();
    const onOk = vi.fn();
    let signal: AbortSignal | undefined;
    let outcome: Promise<RunOutcome<string>> | undefined;
    act(() => {
      outcome = screenCall().call((s) => {
        signal = s;
        return answer.promise;
      }, { onOk });
    });
    view.unmount();
    expect(signal?.aborted).toBe(true);
    answer.reject(new Error('late'));
    await expect(outcome).resolves.toEqual({ status: 'ignored' });
    expect(onOk).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('useOnArrival', () => {
  function Arrival(props: {
    dispatch: (action: CommonAction) => void;
    arrive: (signal: AbortSignal) => Promise<string>;
    onOk: (value: string) => void;
  }) {
    const { call, pending } = useScreenCall(props.dispatch);
    useOnArrival(call, props.arrive, { onOk: props.onOk });
    return <p>{pending ? 'pending' : 'idle'}</p>;
  }

  it.each([false, true])('runs once per mount (StrictMode: %s), is aborted on unmount, and its late answer changes nothing', async (strict) => {
    const { dispatch, reportError, wrap } = setup();
    const answer = deferred<string>();
    const signals: AbortSignal[] = [];
    const arrive = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return answer.promise;
    });
    const onOk = vi.fn();
    const view = render(wrap(<Arrival dispatch={dispatch} arrive={arrive} onOk={onOk} />, strict));
    await act(async () => {});
    expect(arrive).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toBe('pending');
    view.unmount();
    expect(signals[0]?.aborted).toBe(true);
    answer.resolve('late');
    await act(async () => {});
    expect(onOk).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('in StrictMode the answer of the one call reaches onOk once', async () => {
    const { dispatch, wrap } = setup();
    const arrive = vi.fn(() => Promise.resolve('here'));
    const onOk = vi.fn();
    render(wrap(<Arrival dispatch={dispatch} arrive={arrive} onOk={onOk} />, true));
    await act(async () => {});
    expect(arrive).toHaveBeenCalledTimes(1);
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onOk).toHaveBeenCalledWith('here');
  });

  it('does not run again when the screen re-renders', async () => {
    const { dispatch, wrap } = setup();
    const arrive = vi.fn(() => Promise.resolve('here'));
    const view = render(wrap(<Arrival dispatch={dispatch} arrive={arrive} onOk={() => {}} />));
    await act(async () => {});
    view.rerender(wrap(<Arrival dispatch={dispatch} arrive={arrive} onOk={() => {}} />));
    await act(async () => {});
    expect(arrive).toHaveBeenCalledTimes(1);
  });
});
