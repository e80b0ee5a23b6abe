import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { msg } from '@sportdesk/contract';
import { dashboardUrl } from '../../features/dashboard/urls';

export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 10 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '6rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 2, mb: 4 }}>
        {msg.notFound}
      </Typography>
      <Button component={Link} to={dashboardUrl()} variant="contained">
        Wróć na pulpit
      </Button>
    </Box>
  );
}

export { NotFoundPage as Component };
