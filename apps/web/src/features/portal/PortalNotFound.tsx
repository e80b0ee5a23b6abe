import { Button, Paper, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useDocumentMeta } from './useDocumentMeta';
import { portalSearchUrl } from './urls';

/** A portal address that leads nowhere (also an activity that is not, or not yet, public). */
export function PortalNotFound({ text = 'Nie znaleziono.' }: { text?: string }) {
  useDocumentMeta({ title: 'Nie znaleziono', robots: 'noindex' });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button variant="contained" component={Link} to={portalSearchUrl()}>
        Zobacz zajęcia
      </Button>
    </Paper>
  );
}

export { PortalNotFound as Component };
