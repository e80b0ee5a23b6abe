import { Badge, Box, Button, IconButton } from '@mui/material';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { NavLink } from 'react-router';
import { itemsText } from './format';
import { useBasket } from './queries';
import { portalBasketUrl, portalBookingsUrl } from './urls';

/** The signed-in player's header links: "Moje zapisy" ('Zapisy' on a phone) and the basket with its item count. */
export function PlayerNavLinks({ buttonSx }: { buttonSx: object }) {
  const basket = useBasket();
  const count = basket.data?.items.length ?? 0;
  return (
    <>
      <Button component={NavLink} to={portalBookingsUrl()} sx={buttonSx}>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          Moje zapisy
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
          Zapisy
        </Box>
      </Button>
      <IconButton
        component={NavLink}
        to={portalBasketUrl()}
        aria-label={count ? `Koszyk, ${itemsText(count)}` : 'Koszyk'}
        sx={{ ...buttonSx, borderRadius: 1, p: 0.75 }}
      >
        {/* No badge at 0: an empty badge would put a stray "0" into the link's text. */}
        <Badge badgeContent={count || undefined} color="warning">
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
    </>
  );
}
