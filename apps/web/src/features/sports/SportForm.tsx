import type { ReactNode } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import type { z } from 'zod';
import { sportInput, type SportInput } from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import { SwitchElement, TextFieldElement, usePageForm, type FormSubmit } from '../../components/form';
import { sportListUrl } from './urls';

export type SportValues = z.output<typeof sportInput>;

interface Props {
  defaultValues: SportInput;
  onSubmit: FormSubmit<SportInput, SportValues>;
  extraActions?: ReactNode;
}

/** Name (required), description and the hidden flag; validated by the contract's `sportInput`, as the API does. */
export function SportForm({ defaultValues, onSubmit, extraActions }: Props) {
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<SportInput, SportValues>({
    schema: sportInput,
    defaultValues,
    onSubmit,
  });
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} sx={{ maxWidth: 720 }}>
          <TextFieldElement control={control} name="name" label="Nazwa" required autoFocus={!defaultValues.name} />
          <TextFieldElement control={control} name="description" label="Opis" multiline minRows={3} maxRows={12} />
          <SwitchElement control={control} name="hidden" label="Ukryta" />
          <FormActions cancelTo={sportListUrl()} saving={saving} start={extraActions} />
        </Stack>
      </CardContent>
    </Card>
  );
}
