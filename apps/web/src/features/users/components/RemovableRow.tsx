import type { ReactNode } from 'react';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UndoIcon from '@mui/icons-material/Undo';

interface Props {
  /** Marked for removal: shown faded until the form is saved. */
  removed: boolean;
  onRemove: () => void;
  onRestore: () => void;
  label: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * One nested entry (level, agreement) with 'Usuń' as a soft `_destroy` mark applied on 'Zapisz'
 * (docs/spec/part-1.md §4).
 */
export function RemovableRow({ removed, onRemove, onRestore, label, children, footer }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, opacity: removed ? 0.55 : 1, bgcolor: removed ? 'action.hover' : undefined }}
      aria-label={label}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
        {removed ? (
          <Button size="small" startIcon={<UndoIcon />} onClick={onRestore}>
            Cofnij
          </Button>
        ) : (
          <Tooltip title="Usuń">
            <IconButton aria-label={`Usuń: ${label}`} onClick={onRemove} size="small">
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {removed ? (
        <Typography variant="caption" color="error">
          Zostanie usunięte po zapisaniu
        </Typography>
      ) : (
        footer
      )}
    </Paper>
  );
}
