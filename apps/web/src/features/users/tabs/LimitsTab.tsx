import { useState } from 'react';
import {
  Button,
  Checkbox,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useController, type Control } from 'react-hook-form';
import {
  GROUP_KINDS,
  GROUP_KIND_LABELS,
  GROUP_LIMIT_FIELDS,
  GROUP_LIMIT_LABELS,
  USER_LIMIT_DEFAULTS,
  msg,
  userLimitsForm,
  type AdminUser,
  type UserLimits,
} from '@sportdesk/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormActions } from '../../../components/FormActions';
import { NumberFieldElement, usePageForm } from '../../../components/form';
import { useNotify } from '../../../components/useNotify';
import { TabSection } from '../components/TabSection';
import { useResetLimits } from '../queries';
import { useSaveUser } from '../useSaveUser';

type Values = { limits: UserLimits };
const NUMBER_FIELDS = ['create', 'players', 'playersPerTeam', 'teams'] as const;

/** A bare number input for a table cell, labelled for screen readers. */
function LimitNumber({ control, name, label }: { control: Control<Values>; name: `limits.${string}`; label: string }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      type="number"
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { min: 0, 'aria-label': label } }}
    />
  );
}

function HiddenCheckbox({ control, name, label }: { control: Control<Values>; name: `limits.${string}`; label: string }) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      checked={Boolean(field.value)}
      onChange={(_, checked) => field.onChange(checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

function ResetButton({ userId, onReset }: { userId: number; onReset: (user: AdminUser) => void }) {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetLimits(userId);
  const notify = useNotify();
  return (
    <>
      <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={() => setConfirming(true)}>
        Przywróć domyślne
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Domyślne limity"
        text="Na pewno przywrócić domyślne wartości wszystkich limitów?"
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (user) => {
              notify.success(msg.limitsReset);
              onReset(user);
            },
            onError: () => notify.error(msg.saveFailed),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}

/** Limity: child accounts, paired apps and the group limits per group kind; defaults shown as hints. */
export function LimitsTab({ user }: { user: AdminUser }) {
  const { save } = useSaveUser(user.id);
  const {
    control,
    reset,
    onSubmit: submit,
    saving,
  } = usePageForm<Values>({
    schema: userLimitsForm,
    defaultValues: { limits: user.limits },
    onSubmit: (values, setError) => save(values, setError),
  });
  const hint = (key: string) => `Domyślnie: ${String(USER_LIMIT_DEFAULTS[key])}`;

  return (
    <Stack component="form" noValidate aria-label="Limity" spacing={2} onSubmit={submit}>
      <TabSection title="Konto" actions={<ResetButton userId={user.id} onReset={(saved) => reset({ limits: saved.limits })} />}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberFieldElement
              control={control}
              name="limits.l_child_account_count"
              label="Liczba kont dzieci"
              min={0}
              helperText={hint('l_child_account_count')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberFieldElement
              control={control}
              name="limits.l_pair_mobile_apps"
              label="Sparowane aplikacje mobilne"
              min={0}
              helperText={hint('l_pair_mobile_apps')}
            />
          </Grid>
        </Grid>
      </TabSection>
      <TabSection
        title="Grupy"
        description="Domyślnie: jedna grupa lokalna, 20 osób w grupie, 12 graczy w drużynie, 3 drużyny, bez ukrywania grup."
      >
        <TableContainer>
          <Table size="small" aria-label="Limity grup">
            <TableHead>
              <TableRow>
                <TableCell>Rodzaj grupy</TableCell>
                {NUMBER_FIELDS.map((f) => (
                  <TableCell key={f}>{GROUP_LIMIT_LABELS[f]}</TableCell>
                ))}
                <TableCell align="center">{GROUP_LIMIT_LABELS.hidden}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {GROUP_KINDS.map((kind) => (
                <TableRow key={kind}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 550 }}>
                    {GROUP_KIND_LABELS[kind]}
                  </TableCell>
                  {NUMBER_FIELDS.map((f) => (
                    <TableCell key={f} sx={{ minWidth: 110 }}>
                      <LimitNumber
                        control={control}
                        name={`limits.${GROUP_LIMIT_FIELDS[f](kind)}`}
                        label={`${GROUP_KIND_LABELS[kind]}: ${GROUP_LIMIT_LABELS[f]}`}
                      />
                    </TableCell>
                  ))}
                  <TableCell align="center">
                    <HiddenCheckbox
                      control={control}
                      name={`limits.${GROUP_LIMIT_FIELDS.hidden(kind)}`}
                      label={`${GROUP_KIND_LABELS[kind]}: ${GROUP_LIMIT_LABELS.hidden}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </TabSection>
      <FormActions saving={saving} />
    </Stack>
  );
}
