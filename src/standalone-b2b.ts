/**
 * The entry `portico/standalone/b2b`: the B2B widget's script-tag build. One
 * ES module for `<script type="module">` with everything bundled and lazy
 * chunks, compiled against `preact/compat` (scripts/build-standalone.mjs).
 * Same API as `portico/b2b/ui`, plus the B2B headless client.
 *
 * @example
 * <script type="module">
 *   import { createPorticoB2BUIClient } from '/portico/portico-b2b.js';
 *   createPorticoB2BUIClient('public-token-test-…').mount({ elementId: '#login', config });
 * </script>
 */
export * from './b2b-ui';
export { createPorticoB2BClient } from './core/b2b';
