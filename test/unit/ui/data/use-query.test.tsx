// @vitest-environment jsdom
/**
 * `useQuery` under real React (StrictMode): loading → data, initialData,
 * dedupe across components, a null key, mutate and focus revalidation
 * re-rendering, the latest inline fetcher used on revalidation.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache, FOCUS_THROTTLE_MS, type Fetcher, type QueryCache } from '../../../../src/ui/data/query-cache';
import { useQuery } from '../../../../src/ui/data/use-query';

afterEach(cleanup);

function controlledCache() {
  let clock = 0;
  const focusListeners = new Set<() => void>();
  const cache = createQueryCache({
    now: () => clock,
    isSlowNetwork: () => false,
    onFocus(listener) {
      focusListeners.add(listener);
      return () => void focusListeners.delete(listener);
    },
  });
  return {
    cache,
    advance(ms: number) {
      clock += ms;
    },
    focus() {
      for (const listener of [...focusListeners]) listener();
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Name(props: { cache: QueryCache; queryKey: string | null; fetcher: Fetcher<string>; initialData?: string; testId?: string }) {
  const state = useQuery(props.cache, props.queryKey, props.fetcher, { initialData: props.initialData });
  const text = state.isLoading ? 'loading' : state.error ? 'error' : (state.data ?? 'none');
  return <p data-testid={props.testId ?? 'name'}>{text}</p>;
}

describe('useQuery (React)', () => {
  it('shows loading, then the fetched data', async () => {
    const { cache } = controlledCache();
    const answer = deferred<string>();
    render(
      <StrictMode>
        <Name cache={cache} queryKey="user" fetcher={() => answer.promise} />
      </StrictMode>,
    );
    expect(screen.getByTestId('name').textContent).toBe('loading');
    await act(async () => answer.resolve('Ada'));
    expect(screen.getByTestId('name').textContent).toBe('Ada');
  });

  it('shows initialData until the fetch answers, without a loading state', async () => {
    const { cache } = controlledCache();
    const answer = deferred<string>();
    render(<Name cache={cache} queryKey="bootstrap" fetcher={() => answer.promise} initialData="cached" />);
    expect(screen.getByTestId('name').textContent).toBe('cached');
    await act(async () => answer.resolve('fetched'));
    expect(screen.getByTestId('name').textContent).toBe('fetched');
  });

  it('fetches a key once for many components, StrictMode included', async () => {
    const { cache } = controlledCache();
    const fetcher = vi.fn(async () => 'Ada');
    render(
      <StrictMode>
        <Name cache={cache} queryKey="user" fetcher={fetcher} testId="a" />
        <Name cache={cache} queryKey="user" fetcher={fetcher} testId="b" />
      </StrictMode>,
    );
    await act(async () => {});
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('a').textContent).toBe('Ada');
    expect(screen.getByTestId('b').textContent).toBe('Ada');
  });

  it('fetches nothing for a null key', async () => {
    const { cache } = controlledCache();
    const fetcher = vi.fn(async () => 'Ada');
    render(<Name cache={cache} queryKey={null} fetcher={fetcher} />);
    await act(async () => {});
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByTestId('name').textContent).toBe('none');
  });

  it('re-renders on mutate and on focus revalidation, which uses the latest fetcher', async () => {
    const { cache, advance, focus } = controlledCache();
    const first = vi.fn(async () => 'Laptop');
    const { rerender } = render(<Name cache={cache} queryKey="passkeys" fetcher={first} />);
    await act(async () => {});
    expect(screen.getByTestId('name').textContent).toBe('Laptop');

    act(() => cache.mutate('passkeys', 'Work laptop'));
    expect(screen.getByTestId('name').textContent).toBe('Work laptop');

    const second = vi.fn(async () => 'Phone');
    rerender(<Name cache={cache} queryKey="passkeys" fetcher={second} />);
    advance(FOCUS_THROTTLE_MS);
    await act(async () => focus());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('name').textContent).toBe('Phone');
  });

  it('follows a key change and stops revalidating the old key', async () => {
    const { cache, advance, focus } = controlledCache();
    const fetchA = vi.fn(async () => 'A');
    const fetchB = vi.fn(async () => 'B');
    const { rerender } = render(<Name cache={cache} queryKey="a" fetcher={fetchA} />);
    await act(async () => {});
    rerender(<Name cache={cache} queryKey="b" fetcher={fetchB} />);
    await act(async () => {});
    expect(screen.getByTestId('name').textContent).toBe('B');
    advance(FOCUS_THROTTLE_MS);
    await act(async () => focus());
    expect(fetchA).toHaveBeenCalledTimes(1);
    expect(fetchB).toHaveBeenCalledTimes(2);
  });
});
