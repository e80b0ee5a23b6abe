import { Suspense, useEffect, useState } from 'react';
import { Box, Container } from '@mui/material';
import { Navigate, Outlet } from 'react-router';
import '../../lib/dayjsLocale';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { UnsavedChangesProvider } from '../../components/form';
import { useCurrentUser } from '../../lib/session/queries';
import { isStaff, PORTAL_PATH } from '../../lib/session/guards';
import { useIdleLogout } from '../../lib/session/useIdleLogout';
import { useNewEventNotifier } from '../../lib/session/useNewEventNotifier';
import { useLiveConnection } from '../../lib/useLive';
import { useLiveSystemEvents } from '../../features/system-events/useLiveSystemEvents';
import { Footer } from './Footer';
import { Header } from './Header';
import { MENU } from './menu';
import { Sidebar } from './Sidebar';
import { useSidebarState } from './useSidebarState';
import { visibleMenu } from './visibleMenu';

/**
 * False in the layout's first render, true from the next one on: the page joins the shell one commit later, so the
 * shell (the first paint and its largest text, the search field) shows while the page's code is still on its way
 * and the first render, a transition (`mountApp`'s `sliced`), has nothing that suspends it (docs/decisions.md
 * "Browser bundles").
 */
function useShellShown() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return shown;
}

/** The admin shell: sidebar, header, page, footer; keeps the session alive while mounted. */
export function AppLayout() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const sidebar = useSidebarState();
  const shellShown = useShellShown();
  useIdleLogout();
  useLiveConnection();
  useLiveSystemEvents();
  useNewEventNotifier(user?.system_event_count);

  if (!user) {
    return currentUser.isError ? (
      <Box sx={{ p: 4 }}>
        <LoadError error={currentUser.error} onRetry={() => currentUser.refetch()} />
      </Box>
    ) : (
      <PageLoader />
    );
  }

  // A player (no admin role) has nothing to do in the back office: the portal is theirs.
  if (!isStaff(user.roles)) return <Navigate to={PORTAL_PATH} replace />;

  // In the shell's first render (`useShellShown`); while the page's code loads, its route's `HydrateFallback` on the
  // first address (app/appRoutes.tsx), the page before it on later navigations.
  const pageStandIn = <PageLoader fillWindow />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar
        items={visibleMenu(MENU, user.roles)}
        mini={sidebar.mini}
        mobileOpen={sidebar.mobileOpen}
        onMobileClose={sidebar.closeMobile}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header user={user} onToggleMenu={sidebar.toggle} />
        <Container component="main" maxWidth="xl" sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, px: { xs: 2, md: 4 } }}>
          <UnsavedChangesProvider>
            <Suspense fallback={pageStandIn}>{shellShown ? <Outlet /> : pageStandIn}</Suspense>
          </UnsavedChangesProvider>
        </Container>
        <Footer />
      </Box>
    </Box>
  );
}

export { AppLayout as Component };
