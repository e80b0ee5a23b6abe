import { Outlet } from 'react-router';
import { useUrlNotification } from './useUrlNotification';

/** Wraps every screen, signed in or not. */
export function RootRoute() {
  useUrlNotification();
  return <Outlet />;
}
