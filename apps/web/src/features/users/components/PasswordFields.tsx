import { useState } from 'react';
import { Button, Grid } from '@mui/material';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextFieldElement } from '../../../components/form';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** On a new account the fields show at once; on an existing one after 'Zmień hasło'. */
  initiallyOpen: boolean;
  /** Clears both fields when the admin hides them again. */
  onHide: () => void;
}

/** 'Zmień hasło' reveals the password and its confirmation (docs/spec/part-1.md §2 "Users"). */
export function PasswordFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  initiallyOpen,
  onHide,
}: Props<T, TOut>) {
  const [open, setOpen] = useState(initiallyOpen);
  if (!open) {
    return (
      <Grid size={12}>
        <Button variant="outlined" startIcon={<LockResetOutlinedIcon />} onClick={() => setOpen(true)}>
          Zmień hasło
        </Button>
      </Grid>
    );
  }
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextFieldElement
          control={control}
          name={'password' as Path<T>}
          label="Hasło"
          type="password"
          autoComplete="new-password"
          required={initiallyOpen}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextFieldElement
          control={control}
          name={'password_confirmation' as Path<T>}
          label="Powtórz hasło"
          type="password"
          autoComplete="new-password"
          required={initiallyOpen}
        />
      </Grid>
      {!initiallyOpen && (
        <Grid size={12}>
          <Button
            size="small"
            onClick={() => {
              setOpen(false);
              onHide();
            }}
          >
            Nie zmieniaj hasła
          </Button>
        </Grid>
      )}
    </>
  );
}
