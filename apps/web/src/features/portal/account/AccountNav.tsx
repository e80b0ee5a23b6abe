import { Box, Button } from '@mui/material';
import { NavLink } from 'react-router';
import { portalProfileUrl } from '../urls';
import { portalCardsUrl, portalChildrenUrl } from './urls';
import { portalAllowedUrl } from './allowed/urls';

const LINKS = [
  { to: portalProfileUrl(), label: 'Profil' },
  { to: portalChildrenUrl(), label: 'Dzieci' },
  { to: portalCardsUrl(), label: 'Karty sportowe' },
  { to: portalAllowedUrl(), label: 'Kto może mnie zapisywać' },
];

/** The account area's own menu (the open page is marked with `aria-current`). */
export function AccountNav() {
  return (
    <Box component="nav" aria-label="Moje konto" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {LINKS.map((l) => (
        <Button
          key={l.to}
          component={NavLink}
          to={l.to}
          end
          size="small"
          variant="outlined"
          sx={{ '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' } }}
        >
          {l.label}
        </Button>
      ))}
    </Box>
  );
}
