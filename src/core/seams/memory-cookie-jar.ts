import type { CookieJar } from './client-seams';

/**
 * An in-memory cookie jar with `document.cookie` semantics that matter here:
 * writing a cookie replaces the one with the same name, and an `Expires` in
 * the past (or `Max-Age` ≤ 0) deletes it. Path and domain are ignored (one
 * page, one bucket). Used where there is no `document` (Node) and in tests.
 */
export function createMemoryCookieJar(now: () => number = Date.now): CookieJar & { written: string[] } {
  const cookies = new Map<string, { value: string; expiresAt: number | null }>();
  const written: string[] = [];
  const alive = (expiresAt: number | null) => expiresAt === null || expiresAt > now();
  return {
    written,
    read() {
      return [...cookies.entries()]
        .filter(([, c]) => alive(c.expiresAt))
        .map(([name, c]) => `${name}=${c.value}`)
        .join('; ');
    },
    write(serialized) {
      written.push(serialized);
      const [pair = '', ...attributes] = serialized.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) return;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let expiresAt: number | null = null;
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attrValue = rest.join('=');
        if (key.toLowerCase() === 'expires') {
          const time = Date.parse(attrValue);
          if (!Number.isNaN(time)) expiresAt = time;
        } else if (key.toLowerCase() === 'max-age') {
          expiresAt = now() + Number(attrValue) * 1000;
        }
      }
      if (alive(expiresAt)) cookies.set(name, { value, expiresAt });
      else cookies.delete(name);
    },
  };
}
