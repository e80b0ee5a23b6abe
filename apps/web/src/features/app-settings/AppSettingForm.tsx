import type { ReactNode } from 'react';
import { Alert, Card, CardContent, InputAdornment, Stack } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { appSettingForm, knownAppSetting, type AppSettingInput } from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import { SwitchElement, TextFieldElement, usePageForm, type FormSubmit } from '../../components/form';
import { appSettingListUrl } from './urls';

export type AppSettingValues = z.output<typeof appSettingForm>;

interface Props {
  defaultValues: AppSettingInput;
  onSubmit: FormSubmit<AppSettingInput, AppSettingValues>;
  /** Extra actions left of 'Zapisz' (the edit page's delete button). */
  extraActions?: ReactNode;
}

/**
 * Name and value of a setting; the contract's `appSettingForm` validates it, as the API does. A setting the platform
 * knows shows its Polish name and description, and its value field takes the value in its own format (a decimal
 * comma for money, a switch, `gg:mm`) — `KNOWN_APP_SETTINGS` in the contract.
 */
export function AppSettingForm({ defaultValues, onSubmit, extraActions }: Props) {
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<AppSettingInput, AppSettingValues>({
    schema: appSettingForm,
    defaultValues,
    onSubmit,
  });
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} sx={{ maxWidth: 720 }}>
          <TextFieldElement
            control={control}
            name="name"
            label="Nazwa"
            required
            autoFocus={!defaultValues.name}
            helperText="Klucz, pod którym platforma czyta ustawienie"
          />
          <ValueField control={control} />
          <FormActions cancelTo={appSettingListUrl()} saving={saving} start={extraActions} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The value in the field the setting's kind asks for; an unknown setting takes any text. */
function ValueField({ control }: { control: Control<AppSettingInput, unknown, AppSettingValues> }) {
  const name = useWatch({ control, name: 'name' });
  const known = knownAppSetting(name?.trim());
  const about = known && (
    <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
      <strong>{known.label}</strong> — {known.description}
    </Alert>
  );
  if (!known || known.kind === 'long_text' || known.kind === 'text')
    return (
      <>
        {about}
        <TextFieldElement
          control={control}
          name="value"
          label="Wartość"
          multiline
          minRows={known?.kind === 'text' ? 1 : 3}
          maxRows={12}
        />
      </>
    );
  if (known.kind === 'boolean')
    return (
      <>
        {about}
        <SwitchElement control={control} name="value" label="Wartość" values={['true', 'false']} />
      </>
    );
  const unit = known.kind === 'money' ? 'zł' : known.unit?.many;
  const numeric = known.kind === 'money' || known.kind === 'integer';
  const placeholder = { money: 'np. 32,50', integer: 'np. 14', time: 'gg:mm' }[known.kind as string];
  return (
    <>
      {about}
      <TextFieldElement
        control={control}
        name="value"
        label="Wartość"
        placeholder={placeholder}
        type={known.kind === 'email' ? 'email' : known.kind === 'url' ? 'url' : known.kind === 'phone' ? 'tel' : 'text'}
        sx={numeric || known.kind === 'time' ? { maxWidth: 240 } : undefined}
        slotProps={{
          htmlInput: { inputMode: known.kind === 'money' ? 'decimal' : known.kind === 'integer' ? 'numeric' : undefined },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        }}
      />
    </>
  );
}
