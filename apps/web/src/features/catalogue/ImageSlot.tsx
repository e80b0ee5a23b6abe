import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { msg } from '@sportdesk/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/useNotify';
import { ImageUploadButton } from './ImageUploadButton';

interface Props {
  label: string;
  /** The served URL, or null when empty. */
  url: string | null;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  busy?: boolean;
  /** Width / height of the preview box. */
  aspectRatio?: string;
}

/** One picture of a record (a sport's picture or banner, a tile's picture): preview, replace, remove. */
export function ImageSlot({ label, url, onUpload, onRemove, busy = false, aspectRatio = '4 / 3' }: Props) {
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();
  const remove = async () => {
    try {
      await onRemove();
      notify.success(msg.deleted);
    } catch {
      notify.error(msg.deleteFailed);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <Box
          sx={{
            aspectRatio,
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {url ? (
            <Box component="img" src={url} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <ImageOutlinedIcon />
              <Typography variant="caption">Brak obrazka</Typography>
            </Stack>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <ImageUploadButton size="small" onFile={onUpload} busy={busy} aria-label={`${url ? 'Zmień' : 'Wgraj'}: ${label}`}>
          {url ? 'Zmień' : 'Wgraj'}
        </ImageUploadButton>
        {url && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-label={`Usuń obrazek: ${label}`}
          >
            Usuń obrazek
          </Button>
        )}
      </CardActions>
      <ConfirmDialog
        open={confirming}
        text={`Na pewno chcesz usunąć obrazek „${label}”?`}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
