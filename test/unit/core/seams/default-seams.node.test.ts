import { describe, expect, it } from 'vitest';
import { createDefaultSeams } from '../../../../src/core/seams/default-seams';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';

describe('default seams outside a browser', () => {
  it('fall back to in-memory cookies and storage and a localhost page', () => {
    const seams = createDefaultSeams();
    seams.cookies.write('a=1; Path=/');
    expect(seams.cookies.read()).toBe('a=1');
    seams.storage.setItem('k', 'v');
    expect(seams.storage.getItem('k')).toBe('v');
    expect(seams.locationHref()).toBe('http://localhost/');
    expect(seams.onStorageChange(() => {})).toBeTypeOf('function');
    expect(seams.onPageHide(() => {})).toBeTypeOf('function');
    // No address bar to clean: nothing happens, nothing throws.
    expect(() => seams.replaceUrl('http://localhost/next')).not.toThrow();
  });
});

describe('memory cookie jar', () => {
  it('replaces by name and deletes on a past Expires or Max-Age=0', () => {
    const jar = createMemoryCookieJar(() => Date.parse('2030-01-01T00:00:00Z'));
    jar.write('a=1; Path=/; Expires=Tue, 01 Jan 2030 00:30:00 GMT');
    jar.write('b=2');
    jar.write('a=3');
    expect(jar.read()).toBe('a=3; b=2');
    jar.write('a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    jar.write('b=; Max-Age=0');
    expect(jar.read()).toBe('');
  });

  it('hides cookies once they expire', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const jar = createMemoryCookieJar(() => now);
    jar.write('a=1; Expires=Tue, 01 Jan 2030 00:10:00 GMT');
    expect(jar.read()).toBe('a=1');
    now += 10 * 60_000;
    expect(jar.read()).toBe('');
  });
});
