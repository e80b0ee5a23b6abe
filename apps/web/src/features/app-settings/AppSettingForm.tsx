import type { ReactNode } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import type { z } from 'zod';
import { appSettingInput, type AppSettingInput } from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import { TextFieldElement, usePageForm, type FormSubmit } from '../../components/form';
import { appSettingListUrl } from './urls';

export type AppSettingValues = z.output<typeof appSettingInput>;

interface Props {
  defaultValues: AppSettingInput;
  onSubmit: FormSubmit<AppSettingInput, AppSettingValues>;
  /** Extra actions left of 'Zapisz' (the edit page's delete button). */
  extraActions?: ReactNode;
}

/** Name and value of a setting; the contract's `appSettingInput` validates it, as the API does. */
export function AppSettingForm({ defaultValues, onSubmit, extraActions }: Props) {
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<AppSettingInput, AppSettingValues>({
    schema: appSettingInput,
    defaultValues,
    onSubmit,
  });
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} sx={{ maxWidth: 720 }}>
          <TextFieldElement control={control} name="name" label="Nazwa" required autoFocus={!defaultValues.name} />
          <TextFieldElement control={control} name="value" label="Wartość" multiline minRows={3} maxRows={12} />
          <FormActions cancelTo={appSettingListUrl()} saving={saving} start={extraActions} />
        </Stack>
      </CardContent>
    </Card>
  );
}
