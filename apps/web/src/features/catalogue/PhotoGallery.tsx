import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UndoIcon from '@mui/icons-material/Undo';
import type { Photo } from '@sportdesk/contract';
import { ImageUploadButton } from './ImageUploadButton';

interface Props {
  label: string;
  photos: readonly Photo[];
  /** Photo ids marked for removal; they go on 'Zapisz' (the spec's soft `_destroy`). */
  marked: ReadonlySet<number>;
  onToggleMark: (photoId: number) => void;
  /** Absent while the owner is not saved yet. */
  onUpload?: (file: File) => Promise<unknown>;
  uploading?: boolean;
}

/** Photos of a location or an object: thumbnails, mark for removal (undo until saved), upload. */
export function PhotoGallery({ label, photos, marked, onToggleMark, onUpload, uploading }: Props) {
  return (
    <Box component="section" aria-label={label}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        {onUpload && <ImageUploadButton size="small" onFile={onUpload} busy={uploading} />}
      </Stack>
      {!onUpload && (
        <Typography variant="body2" color="text.secondary">
          Zdjęcia można dodać po zapisaniu.
        </Typography>
      )}
      {onUpload && photos.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Brak zdjęć.
        </Typography>
      )}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {photos.map((photo, index) => {
          const isMarked = marked.has(photo.id);
          return (
            <Box
              component="li"
              key={photo.id}
              sx={{ position: 'relative', width: 136, height: 102, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
            >
              <Box
                component="img"
                src={photo.url}
                alt={`${label} — zdjęcie ${index + 1}`}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: isMarked ? 0.3 : 1 }}
              />
              {isMarked && (
                <Typography
                  variant="caption"
                  sx={{ position: 'absolute', left: 8, bottom: 6, fontWeight: 600, color: 'error.main' }}
                >
                  Do usunięcia
                </Typography>
              )}
              <Tooltip title={isMarked ? 'Przywróć' : 'Usuń'}>
                <IconButton
                  size="small"
                  aria-label={`${isMarked ? 'Przywróć' : 'Usuń'} zdjęcie ${index + 1}`}
                  onClick={() => onToggleMark(photo.id)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  {isMarked ? <UndoIcon fontSize="small" /> : <DeleteOutlineIcon fontSize="small" color="error" />}
                </IconButton>
              </Tooltip>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
