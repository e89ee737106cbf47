import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './config';
import { PorticoProvider } from 'portico/react';
import './style.css';

const { baseUrl, publicToken } = await loadConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorticoProvider publicToken={publicToken} options={{ customBaseUrl: baseUrl }}>
      <App />
    </PorticoProvider>
  </StrictMode>,
);
