import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../../../src/core/products/oauth-providers';
import { FULL_SOCIAL_BUTTONS, MAX_FULL_SOCIAL_BUTTONS, socialLayout } from '../../../../src/ui/flows/oauth/layout';

const providers = (count: number) => OAUTH_PROVIDERS.slice(0, count).map((type) => ({ type }));
const types = (list: ReadonlyArray<{ type: string }>) => list.map((p) => p.type);

describe('social layout on Main (docs/behaviour.md §2.7)', () => {
  it('up to four providers: all full buttons, no grid', () => {
    expect(MAX_FULL_SOCIAL_BUTTONS).toBe(4);
    for (const count of [0, 1, 4]) {
      const list = providers(count);
      expect(socialLayout(list, null)).toEqual({ buttons: list, icons: [] });
    }
  });

  it('more: the first three full width, the others icon buttons, both in the configured order', () => {
    expect(FULL_SOCIAL_BUTTONS).toBe(3);
    const five = socialLayout(providers(5), null);
    expect(types(five.buttons)).toEqual(['google', 'microsoft', 'apple']);
    expect(types(five.icons)).toEqual(['github', 'gitlab']);
    const all = socialLayout(providers(19), null);
    expect(types(all.buttons)).toEqual(['google', 'microsoft', 'apple']);
    expect(types(all.icons)).toEqual(OAUTH_PROVIDERS.slice(3));
  });

  it('Google with One Tap keeps its place in the column wherever it is configured', () => {
    const list = [...providers(19).slice(1), { type: 'google' as const }];
    const oneTap = list.at(-1)!;
    const layout = socialLayout(list, oneTap);
    expect(types(layout.buttons)).toEqual(['microsoft', 'apple', 'github', 'google']);
    expect(layout.icons).not.toContain(oneTap);
    expect(layout.buttons.length + layout.icons.length).toBe(19);
  });
});
