import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { msg, playerAccountMsg, type ChildAccount } from '@sportdesk/contract';
import { isApiError } from '../../../../lib/api';
import { LoadError } from '../../../../components/LoadError';
import { PageLoader } from '../../../../components/PageLoader';
import { AccountPage } from '../AccountPage';
import { ChildForm } from './ChildForm';
import { useOwnChildren, useRemoveChild } from './queries';

const GENDER = { female: 'Dziewczynka', male: 'Chłopiec' } as const;
const polishDate = (iso: string) => iso.split('-').reverse().join('.');

/** Asks before removing a child's account; a refusal (an upcoming booking, money in the wallet) is shown in it. */
function RemoveDialog({ child, onClose }: { child: ChildAccount; onClose: (message?: string) => void }) {
  const remove = useRemoveChild();
  return (
    <Dialog open onClose={() => onClose()} aria-labelledby="usun-dziecko-tytul">
      <DialogTitle id="usun-dziecko-tytul">Usunąć konto dziecka?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Konto „{child.label}” zniknie z Twojej listy. Historia jego zajęć i płatności zostaje zachowana.
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {isApiError(remove.error) ? remove.error.message : msg.deleteFailed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Anuluj</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(child.id, { onSuccess: () => onClose('Usunięto konto dziecka') })}
        >
          Usuń
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ChildCard({ child, onEdit, onRemove }: { child: ChildAccount; onEdit: () => void; onRemove: () => void }) {
  const facts = [child.birth_date && `ur. ${polishDate(child.birth_date)}`, child.gender && GENDER[child.gender]].filter(Boolean);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid={`child-${child.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
            {child.label}
          </Typography>
          {facts.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {facts.join(' · ')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={onEdit} aria-label={`Edytuj: ${child.label}`}>
            Edytuj
          </Button>
          <Button color="error" size="small" onClick={onRemove} aria-label={`Usuń: ${child.label}`}>
            Usuń
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: number };

/** `/portal/konto/dzieci`: the parent's children accounts (`users/current/children`): list, add, edit, remove. */
export function ChildrenPage() {
  const children = useOwnChildren();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<ChildAccount>();
  const [notice, setNotice] = useState('');
  const done = (message: string) => {
    setEditing({ kind: 'none' });
    setNotice(message);
  };

  return (
    <AccountPage title="Konta dzieci">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Zapisuj dzieci na zajęcia ze swojego konta. Dziecko nie potrzebuje własnego adresu e-mail ani hasła.
      </Typography>
      <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {children.isError ? (
        <LoadError error={children.error} onRetry={() => children.refetch()} />
      ) : !children.data ? (
        <PageLoader />
      ) : (
        <Stack spacing={2}>
          <Box>
            <Typography component="h2" variant="h6">
              Twoje dzieci ({children.data.total})
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {playerAccountMsg.childLimitNote(children.data.limit)}
            </Typography>
          </Box>
          {children.data.total === 0 && <Typography>Nie masz jeszcze dodanych kont dzieci.</Typography>}
          <Stack component="ul" aria-label="Twoje dzieci" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {children.data.rows.map((child) =>
              editing.kind === 'edit' && editing.id === child.id ? (
                <Paper component="li" key={child.id} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
                  <ChildForm child={child} onDone={done} />
                </Paper>
              ) : (
                <ChildCard
                  key={child.id}
                  child={child}
                  onEdit={() => {
                    setNotice('');
                    setEditing({ kind: 'edit', id: child.id });
                  }}
                  onRemove={() => setRemoving(child)}
                />
              ),
            )}
          </Stack>
          {editing.kind === 'add' ? (
            <Paper variant="outlined" component="section" aria-labelledby="nowe-dziecko-tytul" sx={{ p: 2 }}>
              <Typography id="nowe-dziecko-tytul" component="h2" variant="h6" gutterBottom>
                Nowe dziecko
              </Typography>
              <ChildForm onDone={done} />
            </Paper>
          ) : children.data.total >= children.data.limit ? (
            <Alert severity="info">{playerAccountMsg.childLimitReachedHint}</Alert>
          ) : (
            <Box>
              <Button
                variant="contained"
                onClick={() => {
                  setNotice('');
                  setEditing({ kind: 'add' });
                }}
              >
                Dodaj dziecko
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {removing && (
        <RemoveDialog
          child={removing}
          onClose={(message) => {
            setRemoving(undefined);
            if (message) setNotice(message);
          }}
        />
      )}
    </AccountPage>
  );
}

export { ChildrenPage as Component };
