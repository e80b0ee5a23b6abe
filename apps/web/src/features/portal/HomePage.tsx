import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/session/queries';
import { readToken } from '../../lib/session/storage';
import { LoadError } from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { usePortalTiles } from './queries';
import { TileCard } from './TileCard';
import { useDocumentMeta } from './useDocumentMeta';
import { portalHomeUrl, portalSearchUrl } from './urls';

/** The portal's home: a search call to action, then the main-page tiles by section, order and scale. */
export function HomePage() {
  useDocumentMeta({
    title: 'Zajęcia sportowe',
    description: 'Znajdź zajęcia sportowe w swojej okolicy, zapisz się i zapłać online.',
    canonicalPath: portalHomeUrl(),
  });
  const signedIn = useCurrentUser().data !== undefined && readToken() !== null;
  const tiles = usePortalTiles(signedIn);
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, background: 'linear-gradient(120deg, #ffffff 0%, #e8f1fb 100%)' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
          Znajdź zajęcia dla siebie
        </Typography>
        <Typography sx={{ mt: 1, mb: 2.5, color: 'text.secondary', maxWidth: 640 }}>
          Piłka nożna, siatkówka, badminton i więcej — sprawdź wolne miejsca i zapisz się w kilka chwil.
        </Typography>
        <Button variant="contained" size="large" component={Link} to={portalSearchUrl()}>
          Szukaj zajęć
        </Button>
      </Paper>
      {tiles.isPending ? (
        <PageLoader />
      ) : tiles.isError ? (
        <LoadError error={tiles.error} onRetry={() => tiles.refetch()} />
      ) : (
        tiles.data.map((section) => (
          <Box component="section" key={section.section} data-section={section.section}>
            <Grid container spacing={2}>
              {section.tiles.map((tile) => (
                <Grid key={tile.id} size={{ xs: tile.xs, sm: tile.sm, md: tile.md, lg: tile.lg, xl: tile.xl }}>
                  <TileCard tile={tile} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))
      )}
    </Stack>
  );
}

export { HomePage as Component };
