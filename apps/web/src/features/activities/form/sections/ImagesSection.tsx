import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useController } from 'react-hook-form';
import { msg } from '@sportdesk/contract';
import { useNotify } from '../../../../components/useNotify';
import { uploadActivityImage } from '../../queries';
import { Cell, FormSection } from '../FormSection';
import type { SectionProps } from '../types';

function ImageField<TOut>({ control, name, label }: SectionProps<TOut> & { name: 'baner_image' | 'thumb_image'; label: string }) {
  const { field } = useController({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const notify = useNotify();
  const url = field.value as string | null | undefined;
  const upload = async (file: File) => {
    setUploading(true);
    try {
      field.onChange((await uploadActivityImage(file)).url);
    } catch {
      notify.error(msg.saveFailed);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        sx={{
          height: 120,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          backgroundImage: url ? `url(${url})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {!url && (
          <Typography variant="caption" color="text.secondary">
            Brak obrazu
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" startIcon={<UploadOutlinedIcon />} loading={uploading} onClick={() => input.current?.click()}>
          Wgraj
        </Button>
        {url && (
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => field.onChange(null)}>
            Usuń
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label={`Plik: ${label}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = '';
        }}
      />
    </Stack>
  );
}

/** Obrazy: Baner and Kafelek (thumbnail), uploaded at once and saved with the activity. */
export function ImagesSection<TOut>({ control }: SectionProps<TOut>) {
  return (
    <FormSection title="Obrazy">
      <Cell>
        <ImageField control={control} name="baner_image" label="Baner" />
      </Cell>
      <Cell>
        <ImageField control={control} name="thumb_image" label="Kafelek" />
      </Cell>
    </FormSection>
  );
}
