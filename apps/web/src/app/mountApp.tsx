import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { createQueryClient } from '../lib/queryClient';
import { App } from './App';
import { createAppRouter, type DocumentRoutes } from './router';

interface MountOptions {
  /**
   * The first render as a transition: React renders it in slices of a few milliseconds with the browser free in
   * between, where a plain first render is one task of every component's first (cold) run — ~0.5 s for the back
   * office's shell on a slow machine, all of it blocking. Only for a document whose first render does not suspend
   * (the back office: its layout is in the entry and shows its page one commit later): a transition that suspends
   * keeps the screen it started from, here an empty one, until the code arrives.
   */
  sliced?: boolean;
}

/**
 * Renders the app over one document's routes into `#root`: the whole app (main.tsx) or the public pages (public.tsx).
 * The router starts before React's first render, so the first address's code and data (its lazy route modules and
 * loaders) are on their way while the shell renders.
 */
export function mountApp(documentRoutes: DocumentRoutes, { sliced = false }: MountOptions = {}) {
  const queryClient = createQueryClient();
  const router = createAppRouter(documentRoutes({ queryClient }), queryClient);
  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  if (sliced) startTransition(render);
  else render();
}
