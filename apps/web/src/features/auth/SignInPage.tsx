import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { msg } from '@sportdesk/contract';
import { NEXT_PARAM, safeNextPath } from '../../lib/session/guards';
import { withNotice } from '../../lib/urlNotice';
import { dashboardUrl } from '../dashboard/urls';
import { AuthBackdrop } from './AuthBackdrop';
import { LoginDialog } from './LoginDialog';
import { RecoveryDialog } from './RecoveryDialog';

/** `/auth`: the sign-in modal, or the recovery modal in its place; `?next=` is where sign-in returns to. */
export function SignInPage() {
  const [recovering, setRecovering] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM)) ?? dashboardUrl();
  return (
    <AuthBackdrop>
      <LoginDialog
        open={!recovering}
        // The back office is another document (the sign-in page is the public one): the toast goes in the address.
        onSignedIn={() => navigate(withNotice(next, msg.loggedIn), { replace: true })}
        onForgotPassword={() => setRecovering(true)}
      />
      <RecoveryDialog open={recovering} onClose={() => setRecovering(false)} />
    </AuthBackdrop>
  );
}

export { SignInPage as Component };
