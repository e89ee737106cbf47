import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EmulatorEnv } from './context';
import { errorResponse } from './errors';

/**
 * Limits on request bodies, checked before anything reads them: a size limit
 * on every route (the SDK never sends more than a few kB) and a nesting limit
 * on JSON, since deeply nested values overflow the stack of every recursive
 * walk that later touches them (snapshot writes, structuredClone, responses).
 */

/** Largest `/sdk/v1` request body, in bytes. */
export const SDK_BODY_LIMIT_BYTES = 64 * 1024;
/** Largest body elsewhere (dev API: seeds, config patches with an RBAC policy). */
export const DEV_BODY_LIMIT_BYTES = 1024 * 1024;
/** Deepest JSON nesting accepted: objects and arrays, the top level counting as 1. */
export const MAX_JSON_DEPTH = 32;

/** 413 with the provider's error body, before the body is read past the limit. */
export function bodyLimitMiddleware(maxBytes: number): MiddlewareHandler<EmulatorEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      errorResponse(
        413,
        'request_too_large',
        `The request body is larger than ${maxBytes} bytes.`,
        c.get('requestId'),
      ),
  });
}

/**
 * Whether `text` nests objects/arrays deeper than `maxDepth`, scanned without
 * parsing (brackets inside strings do not count). Malformed JSON is left for
 * `JSON.parse` to refuse.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
