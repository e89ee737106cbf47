import { describe, expect, it, vi } from 'vitest';
import type { AnyFlow } from '../../../../src/ui/flows';
import type { ScreenEntry } from '../../../../src/ui/flows/flow';
import { loadScreen, preloadScreens, screenComponent } from '../../../../src/ui/host/lazy-screens';

const Direct = () => null;
const Later = () => null;

describe('lazy screens', () => {
  it('a direct component is available at once; a lazy one after its load, loaded once', async () => {
    const direct: ScreenEntry = { component: Direct, backArrow: false, focus: 'heading' };
    expect(screenComponent(direct)).toBe(Direct);
    const load = vi.fn(async () => Later);
    const lazy: ScreenEntry = { component: { load }, backArrow: true, focus: 'field' };
    expect(screenComponent(lazy)).toBeNull();
    await Promise.all([loadScreen(lazy), loadScreen(lazy)]);
    expect(screenComponent(lazy)).toBe(Later);
    await loadScreen(lazy);
    expect(load).toHaveBeenCalledOnce();
  });

  it('a failed chunk download is tried again on the next load', async () => {
    const load = vi.fn<() => Promise<typeof Later>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Later);
    const entry: ScreenEntry = { component: { load }, backArrow: true, focus: 'heading' };
    await expect(loadScreen(entry)).rejects.toThrow('offline');
    expect(screenComponent(entry)).toBeNull();
    await loadScreen(entry);
    expect(screenComponent(entry)).toBe(Later);
  });

  it('preloadScreens loads every lazy screen of the flows given', async () => {
    const a: ScreenEntry = { component: { load: async () => Later }, backArrow: true, focus: 'heading' };
    const b: ScreenEntry = { component: Direct, backArrow: false, focus: 'heading' };
    const flow = { id: 'x', reducer: (s: unknown) => s, screens: { A: a, B: b }, messages: {} } as unknown as AnyFlow;
    await preloadScreens([flow]);
    expect(screenComponent(a)).toBe(Later);
  });
});
