export { AppRoutes, toRouteObjects, type AppRoute, type Redirect, type RoutePrefetch } from './appRoutes';
export {
  createGuardedHistory,
  type BlockerFunction,
  type GuardedHistory,
  type HeldNavigation,
  type History,
} from './guardedHistory';
export { NavigationBlockerProvider, useNavigationBlocker, type NavigationBlocker } from './NavigationBlocker';
export { isLeavingDocument } from './documentExit';
