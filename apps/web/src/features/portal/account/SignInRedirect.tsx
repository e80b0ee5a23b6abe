import { Navigate, useLocation } from 'react-router';
import { portalSignInUrl } from '../urls';

/** A signed-in-only page sends a visitor to the sign-in page, which brings them back here afterwards. */
export function SignInRedirect() {
  const location = useLocation();
  return <Navigate to={portalSignInUrl(location.pathname + location.search)} replace />;
}
