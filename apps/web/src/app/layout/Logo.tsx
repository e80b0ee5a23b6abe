import { Box, Typography } from '@mui/material';
import { Link } from 'react-router';

/** The SportDesk mark; links to the site root. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      component={Link}
      to="/"
      aria-label="SportDesk — strona główna"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36, flexShrink: 0 }} />
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 750, fontSize: '1.2rem', letterSpacing: '-0.02em', color: '#fff' }} noWrap>
          SportDesk
        </Typography>
      )}
    </Box>
  );
}
