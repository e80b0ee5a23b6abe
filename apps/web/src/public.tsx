import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/App';
import { publicDocumentRoutes } from './app/publicDocumentRoutes';

// The public document's entry (public.html: the portal and sign-in), built on Preact's React compatibility layer
// (vite.public.config.ts).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App routes={publicDocumentRoutes} />
  </StrictMode>,
);
