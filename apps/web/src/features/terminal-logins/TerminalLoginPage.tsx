import { Box, Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link, Navigate, useParams } from 'react-router';
import { msg, TERMINAL_TYPE_LABELS, type TerminalLogin } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatDateTime, userUrl } from '../users/public';
import { useDeleteTerminalLogin, useTerminalLogin } from './queries';
import { terminalLoginEditUrl, terminalLoginListUrl } from './urls';
import { DeleteButton } from '../../components/DeleteButton';

/** `/terminal_logins/{id}` ('Login'): the login's data, 'Edytuj' and its deletion after a confirmation. */
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
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} component={Link} to={terminalLoginEditUrl(login.data.id)}>
              Edytuj
            </Button>
            <DeleteTerminalLoginButton login={login.data} />
          </Stack>
        }
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
  const remove = useDeleteTerminalLogin(login.id);
  return (
    <DeleteButton
      onDelete={() => remove.mutateAsync(undefined)}
      afterTo={terminalLoginListUrl()}
      text={msg.confirmDeleteTerminalLogin}
      busy={remove.isPending}
    />
  );
}

export { TerminalLoginPage as Component };
