import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { msg } from '@sportdesk/contract';
import { NEXT_PARAM, safeNextPath } from '../../lib/session/guards';
import { onFirstUse, useDeferredModule } from '../../lib/afterFirstPaint';
import { withNotice } from '../../lib/urlNotice';
import { dashboardUrl } from '../dashboard/public';
import { AuthBackdrop } from './AuthBackdrop';
import { LoginDialog } from './LoginDialog';

/** The recovery dialog (MUI's Dialog with its modal layer) loads when asked for: most visits only sign in. */
const recoveryDialogModule = onFirstUse(() => import('./RecoveryDialog'));

/** `/auth`: the sign-in window, or the recovery dialog in its place; `?next=` is where sign-in returns to. */
export function SignInPage() {
  const [recovering, setRecovering] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const RecoveryDialog = useDeferredModule(recoveryDialogModule)?.RecoveryDialog;
  const next = safeNextPath(params.get(NEXT_PARAM)) ?? dashboardUrl();
  return (
    <AuthBackdrop>
      <LoginDialog
        // Until the recovery dialog's code is there (fetched on 'Nie pamiętasz hasła?'), the sign-in stays.
        open={!recovering || !RecoveryDialog}
        // The back office is another document (the sign-in page is the public one): the toast goes in the address.
        onSignedIn={() => navigate(withNotice(next, msg.loggedIn), { replace: true })}
        onForgotPassword={() => {
          setRecovering(true);
          void recoveryDialogModule.load().catch(() => undefined);
        }}
      />
      {RecoveryDialog && <RecoveryDialog open={recovering} onClose={() => setRecovering(false)} />}
    </AuthBackdrop>
  );
}

export { SignInPage as Component };
