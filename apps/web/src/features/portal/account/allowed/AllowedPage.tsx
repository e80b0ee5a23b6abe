import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { playerUsersMsg, type PlayerRef } from '@sportdesk/contract';
import { isApiError } from '../../../../lib/api';
import { LoadError } from '../../../../components/LoadError';
import { PageLoader } from '../../../../components/PageLoader';
import { AccountPage } from '../AccountPage';
import { PlayerSearch } from './PlayerSearch';
import { useAllowedChange, useAllowedToRegister } from './queries';

const failure = (error: unknown) => (isApiError(error) ? error.message : 'Nie udało się zapisać zmiany');

function PeopleList({ label, people, onRemove }: { label: string; people: PlayerRef[]; onRemove?: (p: PlayerRef) => void }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ p: 0, m: 0 }}>
      {people.map((p) => (
        <Paper
          component="li"
          key={p.id}
          variant="outlined"
          sx={{ px: 2, py: 1, listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{p.label}</Typography>
          {onRemove && (
            <Button color="error" size="small" onClick={() => onRemove(p)} aria-label={`Usuń: ${p.label}`}>
              Usuń
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * `/portal/konto/zapisywanie`: the players who may sign me up for activities (a search to add, 'Usuń'), and the
 * players who let me sign them up (docs/decisions.md "Allowed to register: a friend signs you up").
 */
export function AllowedPage() {
  const lists = useAllowedToRegister();
  const add = useAllowedChange('add');
  const remove = useAllowedChange('remove');
  const [picked, setPicked] = useState<PlayerRef | null>(null);
  const [notice, setNotice] = useState('');
  const error = add.isError ? add.error : remove.isError ? remove.error : null;

  return (
    <AccountPage title="Kto może mnie zapisywać">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Osoby z tej listy mogą zapisywać Cię na zajęcia i płacić za Ciebie ze swojego konta. Taki zapis zobaczysz w „Moich
        zapisach”.
      </Typography>
      <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {lists.isError ? (
        <LoadError error={lists.error} onRetry={() => lists.refetch()} />
      ) : !lists.data ? (
        <PageLoader />
      ) : (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="dodaj-osobe">
            <Typography id="dodaj-osobe" component="h2" variant="h6" gutterBottom>
              Dodaj osobę
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <PlayerSearch value={picked} onChange={setPicked} />
              <Button
                variant="contained"
                disabled={!picked || add.isPending}
                onClick={() =>
                  picked &&
                  add.mutate(picked.id, {
                    onSuccess: () => {
                      setNotice(playerUsersMsg.added);
                      setPicked(null);
                    },
                  })
                }
              >
                Dodaj
              </Button>
            </Stack>
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {failure(error)}
              </Alert>
            )}
          </Box>
          <Box component="section" aria-labelledby="moga-mnie-zapisywac">
            <Typography id="moga-mnie-zapisywac" component="h2" variant="h6" gutterBottom>
              Mogą mnie zapisywać ({lists.data.allowed.length})
            </Typography>
            {lists.data.allowed.length === 0 && <Typography>Nikt jeszcze nie może Cię zapisywać.</Typography>}
            <PeopleList
              label="Mogą mnie zapisywać"
              people={lists.data.allowed}
              onRemove={(p) => {
                add.reset();
                remove.mutate(p.id, { onSuccess: () => setNotice(`${playerUsersMsg.removed}: ${p.label}`) });
              }}
            />
          </Box>
          <Box component="section" aria-labelledby="moge-zapisywac">
            <Typography id="moge-zapisywac" component="h2" variant="h6" gutterBottom>
              Mogę zapisywać ({lists.data.may_register.length})
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Te osoby pozwoliły Ci zapisywać się na zajęcia. Wybierzesz je w polu „Dla kogo” przy zapisie; płacisz Ty.
            </Typography>
            {lists.data.may_register.length === 0 && <Typography>Nikt jeszcze nie pozwolił Ci się zapisywać.</Typography>}
            <PeopleList label="Mogę zapisywać" people={lists.data.may_register} />
          </Box>
        </Stack>
      )}
    </AccountPage>
  );
}

export { AllowedPage as Component };
