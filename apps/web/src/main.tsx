import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/App';
import { appRoutes } from './app/appRoutes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App routes={appRoutes} />
  </StrictMode>,
);
