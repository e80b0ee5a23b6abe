import type { AdminUser } from '@sportdesk/contract';
import { ProfileForm } from '../components/ProfileForm';
import { useSaveUser } from '../useSaveUser';

/** Profil: the main form; an empty password leaves the password as it is. */
export function ProfileTab({ user }: { user: AdminUser }) {
  const { save } = useSaveUser(user.id);
  return <ProfileForm key={user.id} user={user} onSubmit={(values, setError) => save(values, setError)} />;
}
