import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          environment: 'node',
          // CI has 2 cores shared by every project's workers: a test that takes 2 s alone can take
          // over 5 s there (docs/testing.md, "Layers").
          testTimeout: 15000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/integration/**/*.test.tsx'],
          // The client is browser code: run it in jsdom on a localhost page, the
          // way a host app on localhost talks to the emulator.
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          testTimeout: 20000,
          hookTimeout: 20000,
          // Checks every /sdk/v1 answer against its wire shape (test/integration/support/wire-check.ts).
          setupFiles: ['test/integration/support/wire-check-setup.ts'],
        },
      },
      {
        test: {
          // Real Chromium (Debian's) driven by playwright-core against the
          // emulator and the built standalone widget.
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          environment: 'node',
          // These read and compress every built file (over 900 chunks with the languages).
          testTimeout: 60000,
        },
      },
    ],
  },
});
