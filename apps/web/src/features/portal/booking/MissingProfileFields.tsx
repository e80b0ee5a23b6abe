import { Alert, Button } from '@mui/material';
import { Link } from 'react-router';
import type { Basket } from '@sportdesk/contract';
import { portalBasketUrl, portalProfileUrl } from '../urls';

/**
 * The basket's way forward when booking needs profile data: the API's `fields` name what is missing;
 * the link opens the profile, which comes back to the basket after saving.
 */
export function MissingProfileFields({ basket }: { basket: Basket }) {
  const messages = Object.values(basket.fields ?? {});
  if (!messages.length) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={Link} to={portalProfileUrl(portalBasketUrl())}>
          Uzupełnij profil
        </Button>
      }
    >
      {messages.join('. ')}
    </Alert>
  );
}
