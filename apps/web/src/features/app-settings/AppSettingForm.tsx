import type { ReactNode } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { appSettingInput, type AppSettingInput } from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import { TextFieldElement } from '../../components/form';
import { appSettingListUrl } from './urls';

export type AppSettingValues = z.output<typeof appSettingInput>;

interface Props {
  defaultValues: AppSettingInput;
  onSubmit: (values: AppSettingValues, setError: UseFormSetError<AppSettingInput>) => void;
  saving: boolean;
  /** Extra actions left of 'Zapisz' (the edit page's delete button). */
  extraActions?: ReactNode;
}

/** Name and value of a setting; the contract's `appSettingInput` validates it, as the API does. */
export function AppSettingForm({ defaultValues, onSubmit, saving, extraActions }: Props) {
  const { control, handleSubmit, setError } = useForm<AppSettingInput, unknown, AppSettingValues>({
    resolver: zodResolver(appSettingInput),
    defaultValues,
  });
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={handleSubmit((values) => onSubmit(values, setError))}
          sx={{ maxWidth: 720 }}
        >
          <TextFieldElement control={control} name="name" label="Nazwa" required autoFocus={!defaultValues.name} />
          <TextFieldElement control={control} name="value" label="Wartość" multiline minRows={3} maxRows={12} />
          <FormActions cancelTo={appSettingListUrl()} saving={saving} start={extraActions} />
        </Stack>
      </CardContent>
    </Card>
  );
}
