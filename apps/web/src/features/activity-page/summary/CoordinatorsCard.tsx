import { useState } from 'react';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { isApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/useNotify';
import { msg, type Activity } from '@sportdesk/contract';
import { UserOptionPicker, useAddCoordinator, useRemoveCoordinator, type UserOption, personName } from '../../activities/public';

/** Coordinators: add users holding user_role_coordinator, remove with a confirmation. */
export function CoordinatorsCard({ activity }: { activity: Activity }) {
  const [picked, setPicked] = useState<UserOption | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const add = useAddCoordinator(activity.id);
  const remove = useRemoveCoordinator(activity.id);
  const notify = useNotify();
  const fail = (error: unknown) => notify.error(isApiError(error) ? error.message : msg.saveFailed);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          Koordynatorzy
        </Typography>
        {activity.coordinators.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            Brak koordynatora
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Koordynatorzy">
            {activity.coordinators.map((c) => (
              <ListItem
                key={c.id}
                disableGutters
                secondaryAction={
                  <Tooltip title="Usuń koordynatora">
                    <IconButton edge="end" aria-label={`Usuń koordynatora ${personName(c)}`} onClick={() => setRemoving(c.id)}>
                      <PersonRemoveOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText primary={personName(c)} secondary={[c.email, c.phone].filter(Boolean).join(' · ')} />
              </ListItem>
            ))}
          </List>
        )}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <UserOptionPicker kind="coordinator" label="Dodaj koordynatora" value={picked} onChange={setPicked} />
          <Button
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            disabled={!picked}
            loading={add.isPending}
            onClick={() =>
              picked &&
              add.mutate(picked.id, {
                onSuccess: () => {
                  notify.success(msg.added);
                  setPicked(null);
                },
                onError: fail,
              })
            }
          >
            Dodaj
          </Button>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing !== null &&
          remove.mutate(removing, {
            onSuccess: () => {
              notify.success(msg.deleted);
              setRemoving(null);
            },
            onError: (error) => {
              setRemoving(null);
              fail(error);
            },
          })
        }
      />
    </Card>
  );
}
