import { Alert } from '@mui/material';
import type { Activity } from '@sportdesk/contract';

/** docs/spec/part-2.md §6: verified when signed agreement and transfer verification are 'yes' and a matching agreement
 * exists. */
export function OrganizerBanner({ activity }: { activity: Activity }) {
  if (activity.organizer_verified === null) return null;
  return activity.organizer_verified ? (
    <Alert severity="success" sx={{ mb: 2 }}>
      Organizator zweryfikowany: podpisana umowa, zweryfikowany przelew i pasująca umowa na tę dyscyplinę.
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Organizator niezweryfikowany: brak podpisanej umowy, weryfikacji przelewu lub umowy na tę dyscyplinę i lokalizację.
    </Alert>
  );
}
