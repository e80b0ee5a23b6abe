import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from '../lib/queryClient';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
