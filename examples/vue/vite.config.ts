import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Served at /vue/ by `npm run demo` (scripts/examples-server.mjs), and by `vite` alone.
export default defineConfig({
  base: '/vue/',
  plugins: [
    vue({
      // <portico-login> and the other elements are defined by definePorticoElements
      // (README.md, "Custom elements"): Vue must render them as elements, not resolve components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portico-') } },
    }),
  ],
});
