import { useState } from 'react';
import { RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from '../lib/queryClient';
import { createAppRouter } from './router';

/** The app over one document's routes: the whole app (main.tsx) or the public pages alone (public.tsx). */
export function App({ routes }: { routes: RouteObject[] }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient, routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
