import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';

interface Props {
  /** 'Dodaj pierwszą lokalizację', 'Dodaj pierwszy sport', 'Dodaj pierwsze zajęcia'… */
  label: string;
  /** The create form's address… */
  to?: string;
  /** …or what opens the create dialog. */
  onClick?: () => void;
  /** The line above the button. */
  text?: string;
}

/**
 * What an empty list says to a first-time user (docs/decisions.md "A new user's first steps"): nothing here yet, and
 * the way to the first record. Shown only when the list is empty without filters, to a user who may create.
 */
export function EmptyListPrompt({ label, to, onClick, text = 'Nic tu jeszcze nie ma.' }: Props) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {to !== undefined ? (
        <Button component={Link} to={to} variant="outlined" startIcon={<AddIcon />}>
          {label}
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onClick}>
          {label}
        </Button>
      )}
    </Stack>
  );
}

/** Whether a list's URL filters hold anything (then an empty list says 'Brak wyników'). */
export const hasFilters = (filters: Record<string, string>) => Object.values(filters).some((v) => v !== '');
