import { Box, Link, Typography } from '@mui/material';

export const VENDOR_URL = 'https://sportdesk.pl';

export function Footer() {
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()}{' '}
        <Link href={VENDOR_URL} target="_blank" rel="noopener noreferrer" underline="hover">
          SportDesk
        </Link>
      </Typography>
    </Box>
  );
}
