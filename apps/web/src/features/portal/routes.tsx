import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/RouteError';
import { PORTAL_BASE } from './urls';

/**
 * The player portal under `/portal`, with Polish sub-paths. Its layout and pages are lazy route modules
 * of their own, outside the back office's session guard and layout.
 */
export const portalRoutes: RouteObject[] = [
  {
    path: PORTAL_BASE.slice(1),
    // The portal writes its dates itself (format.ts); dayjs and its Polish locale load with the week calendar only.
    lazy: () => import('./PortalLayout'),
    children: [
      {
        // Inside the portal's layout: a page that fails to load or render shows its error there.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./HomePage') },
          { path: 'zajecia', lazy: () => import('./SearchPage') },
          { path: 'zajecia/:id', lazy: () => import('./ActivityPage') },
          { path: 'grupy/:id', lazy: () => import('./GroupPage') },
          { path: 'grupy/:id/:key', lazy: () => import('./GroupPage') },
          { path: 'logowanie', lazy: () => import('./account/SignInPage') },
          { path: 'rejestracja', lazy: () => import('./account/RegisterPage') },
          { path: 'nowe-haslo', lazy: () => import('./account/NewPasswordPage') },
          { path: 'konto', lazy: () => import('./account/ProfilePage') },
          { path: 'konto/dzieci', lazy: () => import('./account/children/ChildrenPage') },
          { path: 'konto/karty', lazy: () => import('./account/cards/CardsPage') },
          { path: 'konto/zapisywanie', lazy: () => import('./account/allowed/AllowedPage') },
          { path: 'portfel', lazy: () => import('./wallet/WalletPage') },
          { path: 'wiadomosci', lazy: () => import('./messages/MessagesPage') },
          { path: 'koszyk', lazy: () => import('./booking/BasketPage') },
          { path: 'zapisy', lazy: () => import('./booking/BookingsPage') },
          // The local sandbox gateway's page (SANDBOX_GATEWAY_PAGE; only while no real gateway is configured).
          { path: 'bramka-testowa/:id', lazy: () => import('./payments/SandboxGatewayPage') },
          { path: '*', lazy: () => import('./PortalNotFound') },
        ],
      },
    ],
  },
];
