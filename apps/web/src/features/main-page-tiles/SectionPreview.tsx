import { useState } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { TILE_SCALES, tileSectionLabel, type MainPageTile, type TileScale } from '@sportdesk/contract';
import { useTileList } from './queries';

type PreviewTile = Pick<MainPageTile, 'name' | 'hidden' | 'order_value' | TileScale> & { id?: number };

const SCALE_HINTS: Record<TileScale, string> = {
  xs: 'telefon',
  sm: 'duży telefon',
  md: 'tablet',
  lg: 'laptop',
  xl: 'duży ekran',
};

interface Props {
  section: string;
  /** The tile being edited, with the form's current values (drawn highlighted). */
  current: PreviewTile;
}

/** How the section lays out on a 12-column grid at each screen size, with the edited tile in place. */
export function SectionPreview({ section, current }: Props) {
  const [scale, setScale] = useState<TileScale>('lg');
  const tiles = useTileList({ with_section: section, order: 'order_value', limit: 100 }, Boolean(section));
  const others = (tiles.data?.rows ?? []).filter((t) => t.id !== current.id && !t.hidden);
  const all = [...others, { ...current, id: current.id ?? -1 }].sort(
    (a, b) => a.order_value - b.order_value || (a.id ?? 0) - (b.id ?? 0),
  );

  return (
    <Box component="section" aria-label="Podgląd sekcji">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography variant="subtitle2" component="h3">
          Podgląd sekcji: {tileSectionLabel(section)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={scale}
          onChange={(_, next: TileScale | null) => next && setScale(next)}
          aria-label="Rozmiar ekranu"
        >
          {TILE_SCALES.map((s) => (
            <ToggleButton key={s} value={s} aria-label={`${s} (${SCALE_HINTS[s]})`} title={SCALE_HINTS[s]}>
              {s}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {all.map((tile) => {
          const mine = tile.id === (current.id ?? -1);
          const span = Math.min(12, Math.max(1, Number(tile[scale]) || 12));
          return (
            <Box
              key={tile.id}
              title={`${tile.name} — ${span}/12`}
              sx={{
                gridColumn: `span ${span}`,
                minHeight: 56,
                p: 1,
                borderRadius: 1,
                border: 2,
                borderColor: mine ? 'primary.main' : 'divider',
                bgcolor: mine ? 'primary.50' : 'background.paper',
                opacity: mine && tile.hidden ? 0.5 : 1,
                overflow: 'hidden',
              }}
            >
              <Typography variant="caption" component="div" sx={{ fontWeight: mine ? 700 : 500, lineHeight: 1.3 }} noWrap>
                {tile.name || 'Ten kafelek'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {span}/12
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary">
        Ukryte kafelki sekcji nie są pokazane; edytowany kafelek ma niebieską ramkę.
      </Typography>
    </Box>
  );
}
