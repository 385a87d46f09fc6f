import './styles/app.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { messageRegistry } from './app/message-registry.ts';
import { preloadOpenDay } from './history/use-history.ts';
import { registerMessages } from './i18n/registry.ts';
import { preloadLivedataSnapshot } from './live/livedata.ts';

// The home page's data is on its way while the page is built (one render sooner on a slow link).
if (location.pathname === '/') preloadLivedataSnapshot();
if (location.pathname === '/history') preloadOpenDay();

registerMessages(messageRegistry);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
