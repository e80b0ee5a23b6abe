import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dashboardUrl } from '../dashboard/urls';
import { AuthBackdrop } from './AuthBackdrop';
import { LoginDialog } from './LoginDialog';
import { RecoveryDialog } from './RecoveryDialog';

/** `/auth`: the sign-in modal, or the recovery modal in its place. */
export function SignInPage() {
  const [recovering, setRecovering] = useState(false);
  const navigate = useNavigate();
  return (
    <AuthBackdrop>
      <LoginDialog
        open={!recovering}
        onSignedIn={() => navigate(dashboardUrl(), { replace: true })}
        onForgotPassword={() => setRecovering(true)}
      />
      <RecoveryDialog open={recovering} onClose={() => setRecovering(false)} />
    </AuthBackdrop>
  );
}

export { SignInPage as Component };
