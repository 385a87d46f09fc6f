import './styles/app.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { messageRegistry } from './app/message-registry.ts';
import { registerMessages } from './i18n/registry.ts';

registerMessages(messageRegistry);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
