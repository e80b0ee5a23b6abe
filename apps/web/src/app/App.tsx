import { Suspense, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AppProviders } from './AppProviders';
import { createQueryClient } from '../lib/queryClient';
import { AppRoutes, NavigationBlockerProvider, toRouteObjects, type AppRoute } from '../lib/routing';
import { createAppHistory } from './router';

/**
 * The app over one document's routes: the whole app (main.tsx) or the public pages alone (public.tsx). React
 * Router in its declarative mode over our history: the data router's code is twice the size and the app uses
 * none of its loaders or actions (docs/decisions.md, "Browser bundles (issue 21)").
 */
export function App({ routes }: { routes: AppRoute[] }) {
  const [queryClient] = useState(createQueryClient);
  const [history] = useState(() => createAppHistory(queryClient));
  const [routeObjects] = useState(() => toRouteObjects(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history}>
        <NavigationBlockerProvider history={history}>
          <Suspense fallback={<PageLoader />}>
            <AppRoutes routes={routeObjects} />
          </Suspense>
        </NavigationBlockerProvider>
      </HistoryRouter>
    </AppProviders>
  );
}
