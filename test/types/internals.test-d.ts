/**
 * Type tests of what the public entries do not offer (checked by `npm run
 * typecheck`; nothing here executes): `seams` is not an option of
 * `createPorticoClient` or `createPorticoUIClient` in any entry. Tests reach
 * the seams through `createPorticoClientInternal` (src/core/client.ts) and
 * `createPorticoUIClientInternal` (src/mount/ui-client.tsx) instead.
 * test/package/declarations.test.ts checks the same of the built `.d.ts`.
 */
import { expectTypeOf } from 'vitest';
import { createPorticoClient, createPorticoUIClient, type PorticoClientOptions, type PorticoUIClientOptions } from '../../src';
import { createPorticoClientInternal } from '../../src/core/client';
import type { InternalClientOptions } from '../../src/core/options';
import { createPorticoUIClientInternal } from '../../src/mount/ui-client';
import * as standalone from '../../src/standalone';

const fetch = (_url: string, _init: RequestInit) => Promise.resolve(new Response('{}'));

expectTypeOf<PorticoClientOptions>().not.toHaveProperty('seams');
expectTypeOf<PorticoUIClientOptions>().not.toHaveProperty('seams');
expectTypeOf<standalone.PorticoClientOptions>().not.toHaveProperty('seams');
expectTypeOf<standalone.PorticoUIClientOptions>().not.toHaveProperty('seams');

// @ts-expect-error: seams are internal
createPorticoClient('public-token-test-x', { seams: { fetch } });
// @ts-expect-error: seams are internal
createPorticoUIClient('public-token-test-x', { seams: { fetch } });
// @ts-expect-error: seams are internal
standalone.createPorticoClient('public-token-test-x', { seams: { fetch } });
// @ts-expect-error: seams are internal
standalone.createPorticoUIClient('public-token-test-x', { nonce: 'n', seams: { fetch } });

// The internal way in, for tests, the gallery and the integration harness.
createPorticoClientInternal('public-token-test-x', { customBaseUrl: 'http://127.0.0.1:8787', seams: { fetch } });
createPorticoUIClientInternal('public-token-test-x', { nonce: 'n', seams: { fetch } });
expectTypeOf<InternalClientOptions>().toMatchTypeOf<PorticoClientOptions>();
// @ts-expect-error: the internal entry points are not exported by the package entries
void standalone.createPorticoClientInternal;
