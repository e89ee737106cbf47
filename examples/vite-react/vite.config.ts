import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served at /react/ by `npm run demo` (scripts/examples-server.mjs), and by `vite` alone.
export default defineConfig({
  base: '/react/',
  plugins: [react()],
});
