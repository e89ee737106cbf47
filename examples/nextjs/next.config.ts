import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const here = path.dirname(fileURLToPath(import.meta.url));

const config: NextConfig = {
  // This folder is the app's root. Next otherwise looks for a lockfile further up and takes the
  // Portico repository (../..) for a monorepo root; this app installs its own copy of the built
  // package instead (.npmrc install-links, as a host installs it).
  turbopack: { root: here },
  outputFileTracingRoot: here,
  poweredByHeader: false,
};

export default config;
