import { createApp } from 'vue';
import { createPorticoUIClient, definePorticoElements } from 'portico';
// The elements' props and events in this app's templates, checked by vue-tsc (docs/reference.md, "Custom elements").
import type {} from 'portico/vue';
import App from './App.vue';
import { loadConfig } from './config';
import './style.css';

const { baseUrl, publicToken } = await loadConfig();

// One UI client for the page; definePorticoElements defines <portico-login> and the
// other elements with it (README.md, "Custom elements"). Vite's config tells Vue's
// template compiler that `portico-*` tags are custom elements (vite.config.ts).
const ui = createPorticoUIClient(publicToken, { customBaseUrl: baseUrl });
await definePorticoElements(ui);

createApp(App).mount('#app');
