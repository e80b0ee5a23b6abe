import type { SessionUser } from '@sportdesk/contract';
import { useCurrentUser } from './queries';

/** The signed-in user inside the admin layout (which renders pages only once the user is known). */
export function useSignedInUser(): SessionUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser outside the admin layout');
  return data;
}
