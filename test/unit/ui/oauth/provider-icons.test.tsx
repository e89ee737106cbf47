// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../../../src/core/products/oauth-providers';
import { PROVIDER_ICONS } from '../../../../src/ui/components/oauth-icons';

afterEach(cleanup);

function renderIcon(provider: (typeof OAUTH_PROVIDERS)[number]): HTMLElement {
  const Icon = PROVIDER_ICONS[provider];
  return render(<Icon />).container;
}

describe('OAuth provider icons', () => {
  it('has an icon for exactly the providers', () => {
    expect(Object.keys(PROVIDER_ICONS).sort()).toEqual([...OAUTH_PROVIDERS].sort());
  });

  it.each(OAUTH_PROVIDERS)('%s is one decorative 20px SVG on the 24-unit grid', (provider) => {
    const container = renderIcon(provider);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(1);
    const svg = svgs[0]!;
    expect(container.firstElementChild).toBe(svg);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('height')).toBe('20');
    expect(svg.querySelectorAll('path, circle, rect, ellipse, polygon').length).toBeGreaterThan(0);
  });

  // A strict CSP (no 'unsafe-inline' styles) drops style attributes and
  // <style>; ids would collide between two widgets on one page; a title
  // would repeat the button's text to screen readers.
  it.each(OAUTH_PROVIDERS)('%s has no styles, ids, title or outside references', (provider) => {
    const svg = renderIcon(provider).querySelector('svg')!;
    for (const element of [svg, ...svg.querySelectorAll('*')]) {
      expect(element.hasAttribute('style'), `${element.tagName} style`).toBe(false);
      expect(element.hasAttribute('id'), `${element.tagName} id`).toBe(false);
      expect(element.hasAttribute('href') || element.hasAttribute('xlink:href'), `${element.tagName} href`).toBe(false);
      for (const attribute of element.attributes) expect(attribute.value, attribute.name).not.toMatch(/url\(/);
    }
    expect(svg.querySelector('style, title, image, use, foreignObject, script, a')).toBeNull();
  });

  it('no two providers share a drawing', () => {
    const drawings = OAUTH_PROVIDERS.map((provider) => renderIcon(provider).innerHTML);
    expect(new Set(drawings).size).toBe(OAUTH_PROVIDERS.length);
  });

  it('follows a size', () => {
    const Icon = PROVIDER_ICONS.google;
    const svg = render(<Icon size={32} />).container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('32');
  });
});
