import { useState } from 'react';
import { Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { msg, TERMINAL_TYPE_LABELS, type TerminalLogin } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useNotify } from '../../components/useNotify';
import { formatDateTime } from '../users/format';
import { userUrl } from '../users/urls';
import { useDeleteTerminalLogin, useTerminalLogin } from './queries';
import { terminalLoginListUrl } from './urls';

/** `/terminal_logins/{id}` ('Login'): the login's data and its deletion after a confirmation. */
export function TerminalLoginPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <TerminalLoginView id={id} />;
}

function TerminalLoginView({ id }: { id: number }) {
  const login = useTerminalLogin(id);
  const back = <BackLink to={terminalLoginListUrl()} label="Loginy terminali" />;
  if (login.isPending) return <PageLoader />;
  if (login.isError)
    return (
      <>
        <PageHeader title="Login" back={back} />
        <LoadError error={login.error} onRetry={() => login.refetch()} />
      </>
    );
  return (
    <>
      <PageHeader
        title="Login"
        subtitle={`Login terminala #${login.data.id}`}
        back={back}
        actions={<DeleteTerminalLoginButton login={login.data} />}
      />
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1.5 }}>
            {[
              ['Login', login.data.login],
              ['Typ terminala', TERMINAL_TYPE_LABELS[login.data.terminal_type]],
              ['Lokalizacja', login.data.localization?.name ?? '—'],
              [
                'Użytkownik',
                login.data.user ? (
                  <MuiLink component={Link} to={userUrl(login.data.user.id)}>
                    {login.data.user.label}
                  </MuiLink>
                ) : (
                  '—'
                ),
              ],
              ['Utworzono', formatDateTime(login.data.created_at)],
            ].map(([label, value]) => (
              <Box key={String(label)} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

function DeleteTerminalLoginButton({ login }: { login: TerminalLogin }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTerminalLogin(login.id);
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
        Usuń
      </Button>
      <ConfirmDialog
        open={confirming}
        text={msg.confirmDeleteTerminalLogin}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify.success(msg.deleted);
              navigate(terminalLoginListUrl(), { replace: true });
            },
            onError: () => {
              setConfirming(false);
              notify.error(msg.deleteFailed);
            },
          })
        }
      />
    </>
  );
}

export { TerminalLoginPage as Component };
