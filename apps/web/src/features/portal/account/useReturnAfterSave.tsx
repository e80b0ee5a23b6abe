import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { returnPathOf } from '../urls';

/**
 * `?powrot=/portal/koszyk` on the profile: the basket sends a player here for a missing field, and
 * after saving the player goes back there. Only a portal path of this site is followed (`returnPathOf`).
 */
export function useReturnAfterSave() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = returnPathOf(params.get('powrot'));
  if (!back) return { notice: null, onSaved: undefined };
  return {
    notice: (
      <Alert severity="info" sx={{ mb: 2 }}>
        Uzupełnij brakujące dane i zapisz — wrócisz do poprzedniej strony.
      </Alert>
    ),
    onSaved: () => {
      // What the account lacked is worked out by the API: the page we go back to reads it afresh.
      void queryClient.invalidateQueries();
      navigate(back);
    },
  };
}
