import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { PortalActivity } from '@sportdesk/contract';
import { visuallyHidden } from '../../components/visuallyHidden';
import { locationLine } from './format';

/**
 * Where an activity takes place. No map tiles are loaded from another server (no third-party requests on the
 * page, nothing to allow in the CSP): the address, and a link that opens OpenStreetMap at the location's
 * coordinates (or searches its address when it has none). See docs/decisions.md, "Player portal".
 */
export function osmUrl(location: PortalActivity['location']) {
  if (location.lat !== null && location.lng !== null)
    return `https://www.openstreetmap.org/?mlat=${location.lat}&mlon=${location.lng}#map=17/${location.lat}/${location.lng}`;
  const query = [location.name, locationLine(location)].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export function LocationMap({ location, objectLabel }: { location: PortalActivity['location']; objectLabel?: string }) {
  const address = locationLine(location);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="location-heading" sx={{ p: 2 }}>
      <Typography id="location-heading" variant="h6" component="h2" gutterBottom>
        Lokalizacja
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          aria-hidden
          sx={{
            width: 120,
            height: 88,
            borderRadius: 1,
            flexShrink: 0,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            background: 'repeating-linear-gradient(45deg, #e8f1fb 0 12px, #dbe8f6 12px 24px)',
          }}
        >
          <svg width="34" height="44" viewBox="0 0 24 32" focusable="false">
            <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#c2410c" />
            <circle cx="12" cy="12" r="4.5" fill="#fff" />
          </svg>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{location.name}</Typography>
          {address && <Typography sx={{ overflowWrap: 'anywhere' }}>{address}</Typography>}
          {location.district && (
            <Typography variant="body2" color="text.secondary">
              Dzielnica: {location.district}
            </Typography>
          )}
          {objectLabel && (
            <Typography variant="body2" color="text.secondary">
              Obiekt: {objectLabel}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" href={osmUrl(location)} target="_blank" rel="noopener noreferrer" sx={{ flexShrink: 0 }}>
          Pokaż na mapie
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (OpenStreetMap, otwiera się w nowej karcie)
          </Box>
        </Button>
      </Stack>
    </Paper>
  );
}
