import { Link } from 'react-router';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** 'Wróć do listy' style link above a page title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} size="small" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
      {label}
    </Button>
  );
}
