// @vitest-environment jsdom
/**
 * `useQuery` under preact/compat, as in the standalone build (where `react`
 * is aliased to preact/compat): the same hook re-renders on fetch and mutate.
 */
import { createElement, render } from 'preact';
import * as compat from 'preact/compat';
import { act } from 'preact/test-utils';
import * as react from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache, type QueryCache } from '../../../../src/ui/data/query-cache';
import { useQuery } from '../../../../src/ui/data/use-query';

vi.mock('react', async () => await import('preact/compat'));

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
});

function Name(props: { cache: QueryCache; fetcher: () => Promise<string> }) {
  const state = useQuery(props.cache, 'user', props.fetcher);
  return createElement('p', null, state.isLoading ? 'loading' : (state.data ?? 'none'));
}

describe('useQuery (preact/compat)', () => {
  it('runs against preact/compat here', () => {
    expect(react.useSyncExternalStore).toBe(compat.useSyncExternalStore);
  });

  it('shows loading, then data, then a mutation', async () => {
    const cache = createQueryCache({ onFocus: () => () => {}, isSlowNetwork: () => false });
    let resolve!: (value: string) => void;
    const fetcher = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    root = document.createElement('div');
    document.body.append(root);
    const host = root;
    act(() => render(createElement(Name, { cache, fetcher }), host));
    expect(host.textContent).toBe('loading');
    await act(async () => resolve('Ada'));
    expect(host.textContent).toBe('Ada');
    act(() => cache.mutate('user', 'Grace'));
    expect(host.textContent).toBe('Grace');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
