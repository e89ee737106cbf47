/**
 * How this project starts Debian's Chromium (docs/testing.md, "The browser"): the binary, and the
 * flags proved here; the background-networking ones keep a closed network
 * quiet. Shared by the browser tests and `npm run bench`.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
