import type { FormEventHandler, ReactNode } from 'react';
import { Stack } from '@mui/material';

interface Props {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  spacing?: number;
  children: ReactNode;
}

/** The `<form>` of a user tab: named, browser validation off (the schema validates). */
export function UserTabForm({ label, onSubmit, spacing, children }: Props) {
  return (
    <Stack component="form" noValidate aria-label={label} spacing={spacing} onSubmit={onSubmit}>
      {children}
    </Stack>
  );
}
