import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { z } from 'zod';
import {
  GROUP_GENDERS,
  GROUP_GENDER_LABELS,
  competitionTeamInput,
  msg,
  type CompetitionTeam,
  type CompetitionTeamInput,
} from '@sportdesk/contract';
import { isApiError } from '../../lib/api';
import { applyApiFieldErrors, SelectElement, TextFieldElement } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useSaveTeam } from './queries';
import { useContractForm } from '../../components/form/useContractForm';

const GENDER_OPTIONS = GROUP_GENDERS.map((g) => ({ value: g, label: GROUP_GENDER_LABELS[g] }));

interface Props {
  groupId: number;
  /** The team to edit; none adds a new one. */
  team: CompetitionTeam | null;
  onClose: () => void;
}

/** The add/edit team modal: name required ('Pole Wymagane'), gender. */
export function TeamDialog({ groupId, team, onClose }: Props) {
  const save = useSaveTeam(groupId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useContractForm<CompetitionTeamInput, z.output<typeof competitionTeamInput>>({
    schema: competitionTeamInput,
    defaultValues: { name: team?.name ?? '', gender: team?.gender ?? 'unisex' },
  });
  const title = team ? 'Edytuj drużynę' : 'Dodaj drużynę';
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby="team-dialog-title" maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={handleSubmit((input) =>
          save.mutate(
            { teamId: team?.id, input },
            {
              onSuccess: () => {
                notify.success(team ? msg.saved : msg.added);
                onClose();
              },
              onError: (error) => {
                applyApiFieldErrors(error, setError);
                notify.error(isApiError(error, 'BUSINESS_RULE') ? error.message : msg.saveFailed);
              },
            },
          ),
        )}
      >
        <DialogTitle id="team-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextFieldElement control={control} name="name" label="Nazwa drużyny" required autoFocus />
            <SelectElement control={control} name="gender" label="Płeć" options={GENDER_OPTIONS} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Anuluj
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Zapisz
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
