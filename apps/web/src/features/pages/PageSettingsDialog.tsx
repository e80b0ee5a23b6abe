import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { msg, pageInput, type Page, type PageInput } from '@sportdesk/contract';
import { SwitchElement, TextFieldElement, applyApiFieldErrors, useSubmitOnce } from '../../components/form';
import { useNotify } from '../../components/useNotify';
import { useCreatePage, useUpdatePageSettings } from './queries';
import { useContractForm } from '../../components/form/useContractForm';

type Values = z.output<typeof pageInput>;

interface Props {
  /** The page to edit; absent when adding. */
  page?: Page;
  onClose: () => void;
  onSaved?: (page: Page) => void;
}

const valuesOf = (page?: Page): PageInput => ({
  name: page?.name ?? '',
  url: page?.url ?? '',
  visible: page?.visible ?? true,
  wishpond_id: page?.wishpond_id ?? '',
  rediraction: page?.rediraction ?? false,
  redir_url: page?.redir_url ?? '',
});

/** The page settings modal: 'Dodaj Stronę' / 'Edytuj Stronę'; redir_url is required only with redirection on. */
export function PageSettingsDialog({ page, onClose, onSaved }: Props) {
  const notify = useNotify();
  const create = useCreatePage();
  const update = useUpdatePageSettings(page?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const { control, handleSubmit, setError } = useContractForm<PageInput, Values>({
    schema: pageInput,
    defaultValues: valuesOf(page),
  });
  const redirection = useWatch({ control, name: 'rediraction' });
  const once = useSubmitOnce();

  const submit = handleSubmit((values) => {
    const mutation = page ? update : create;
    mutation.mutate(values, {
      onSuccess: (saved) => {
        notify.success(page ? msg.saved : msg.pageAdded);
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => {
        applyApiFieldErrors<PageInput>(error, setError);
        notify.error(msg.saveFailed);
      },
    });
  });

  const title = page ? 'Edytuj Stronę' : 'Dodaj Stronę';
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="page-settings-title">
      <DialogTitle id="page-settings-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="page-settings-form" noValidate spacing={2.5} onSubmit={once(submit)} sx={{ pt: 1 }}>
          <TextFieldElement control={control} name="name" label="Nazwa" required autoFocus fullWidth />
          <TextFieldElement
            control={control}
            name="url"
            label="Adres (url)"
            required
            fullWidth
            helperText="Strona będzie dostępna pod adresem /s/<url>"
          />
          <TextFieldElement control={control} name="wishpond_id" label="Wishpond ID" fullWidth />
          <SwitchElement control={control} name="visible" label="Widoczna" />
          <SwitchElement control={control} name="rediraction" label="Przekierowanie" />
          {redirection && (
            <TextFieldElement
              control={control}
              name="redir_url"
              label="Adres przekierowania"
              required
              fullWidth
              helperText="np. https://example.pl/zapisy lub /s/inna-strona"
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Anuluj
        </Button>
        <Button type="submit" form="page-settings-form" variant="contained" loading={saving}>
          Zapisz
        </Button>
      </DialogActions>
    </Dialog>
  );
}
