import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppRoute } from '../lib/routing';
import '@fontsource-variable/inter';
import { App } from './App';

/** Renders the app over one document's routes into `#root`: the whole app (main.tsx) or the public pages (public.tsx). */
export function mountApp(routes: AppRoute[]) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App routes={routes} />
    </StrictMode>,
  );
}
