import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { PortalTile } from '@sportdesk/contract';
import { tileTarget } from './tileLink';

function TileButton({ tile }: { tile: PortalTile }) {
  const target = tileTarget(tile.url);
  const label = tile.button_text || 'Zobacz';
  const common = { variant: 'contained' as const, 'aria-label': `${label}: ${tile.name}` };
  if (target.kind === 'portal')
    return (
      <Button {...common} component={Link} to={target.to}>
        {label}
      </Button>
    );
  return (
    <Button {...common} href={target.href} {...(target.kind === 'external' ? { rel: 'noopener noreferrer' } : {})}>
      {label}
    </Button>
  );
}

const Text = ({ tile, onDark = false }: { tile: PortalTile; onDark?: boolean }) => (
  <>
    {tile.category && (
      <Typography variant="overline" sx={{ color: onDark ? '#fff' : 'text.secondary', lineHeight: 1.6 }}>
        {tile.category}
      </Typography>
    )}
    <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
      {tile.name}
    </Typography>
    {tile.description && (
      <Typography variant="body2" sx={{ color: onDark ? '#fff' : 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
        {tile.description}
      </Typography>
    )}
  </>
);

const Picture = ({ src, sx, accent = false }: { src: string | null; sx: object; accent?: boolean }) =>
  accent && !src ? (
    <Box aria-hidden sx={{ height: 6, background: 'linear-gradient(90deg, #0b5cab 0%, #0f1f38 100%)' }} />
  ) : src ? (
    <Box component="img" src={src} alt="" loading="lazy" sx={{ objectFit: 'cover', display: 'block', ...sx }} />
  ) : (
    <Box aria-hidden sx={{ background: 'linear-gradient(135deg, #0b5cab 0%, #0f1f38 100%)', ...sx }} />
  );

/**
 * One main-page tile by its type: `simple` (picture above the text), `wideLeft` / `wideRight` (picture beside
 * the text, stacked on a phone), `fullSmall` / `fullBig` (a banner with the text over the picture).
 */
export function TileCard({ tile }: { tile: PortalTile }) {
  let body: ReactNode;
  if (tile.tile_type === 'fullSmall' || tile.tile_type === 'fullBig') {
    const minHeight = tile.tile_type === 'fullBig' ? { xs: 240, md: 320 } : { xs: 150, md: 170 };
    body = (
      <Box sx={{ position: 'relative', minHeight, display: 'flex', alignItems: 'flex-end' }}>
        <Picture src={tile.picture} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
        <Box
          sx={{
            position: 'relative',
            p: { xs: 2, md: 3 },
            width: '100%',
            color: '#fff',
            background: 'linear-gradient(0deg, rgba(10,20,38,0.92) 0%, rgba(10,20,38,0.6) 70%, rgba(10,20,38,0.35) 100%)',
          }}
        >
          <Text tile={tile} onDark />
          <Box sx={{ mt: 1.5 }}>
            <TileButton tile={tile} />
          </Box>
        </Box>
      </Box>
    );
  } else {
    const wide = tile.tile_type === 'wideLeft' || tile.tile_type === 'wideRight';
    body = (
      <Box
        sx={{
          display: 'flex',
          flexDirection: wide ? { xs: 'column', sm: tile.tile_type === 'wideRight' ? 'row-reverse' : 'row' } : 'column',
          height: '100%',
        }}
      >
        <Picture
          accent={!wide}
          src={tile.picture}
          sx={
            wide ? { width: { xs: '100%', sm: '42%' }, minHeight: 140, flexShrink: 0 } : { width: '100%', aspectRatio: '16 / 9' }
          }
        />
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Text tile={tile} />
          </Box>
          <Box>
            <TileButton tile={tile} />
          </Box>
        </CardContent>
      </Box>
    );
  }
  return (
    <Card component="article" data-testid={`tile-${tile.id}`} sx={{ height: '100%', overflow: 'hidden' }}>
      {body}
    </Card>
  );
}
