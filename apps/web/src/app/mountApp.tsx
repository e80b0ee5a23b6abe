import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import '@fontsource-variable/inter';
import { App } from './App';

/** Renders the app over one document's routes into `#root`: the whole app (main.tsx) or the public pages (public.tsx). */
export function mountApp(routes: RouteObject[]) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App routes={routes} />
    </StrictMode>,
  );
}
