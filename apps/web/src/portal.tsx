import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/App';
import { portalDocumentRoutes } from './app/portalDocumentRoutes';

// The player portal's entry (portal.html): built on Preact's React compatibility layer (vite.portal.config.ts).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App routes={portalDocumentRoutes} />
  </StrictMode>,
);
