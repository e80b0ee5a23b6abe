import type { AdminUser } from '@sportdesk/contract';
import { AuditTable } from '../audits/public';
import { BenefitsTab } from './BenefitsTab';
import {
  ChildrenTab,
  DevicesTab,
  LevelsTab,
  LimitsTab,
  OpinionsTab,
  OrganizerTab,
  OtherTab,
  ProfileTab,
  RolesTab,
  type UserTabId,
} from '../users/public';
import { UserActivitiesTab } from './UserActivitiesTab';
import { WalletPanel } from '../wallets/public';
import { UserTransactions } from '../transactions/public';
import { BasketPanel } from '../baskets/public';

/** The open tab's content. */
export function UserTabPanel({ tab, user }: { tab: UserTabId; user: AdminUser }) {
  switch (tab) {
    case 'zapisy':
      return <UserActivitiesTab userId={user.id} kind="signedUp" />;
    case 'profil':
      return <ProfileTab user={user} />;
    case 'benefity':
      return <BenefitsTab user={user} />;
    case 'portfel':
      return <WalletPanel user={user} />;
    case 'uprawnienia':
      return <RolesTab user={user} />;
    case 'poziomy':
      return <LevelsTab user={user} />;
    case 'organizator':
      return <OrganizerTab user={user} />;
    case 'transakcje':
      return <UserTransactions userId={user.id} />;
    case 'dodane-zajecia':
      return <UserActivitiesTab userId={user.id} kind="added" />;
    case 'dzieci':
      return <ChildrenTab user={user} />;
    case 'oceny':
      return <OpinionsTab user={user} />;
    case 'aplikacja':
      return <DevicesTab user={user} />;
    case 'audyt':
      return (
        <AuditTable
          filters={{ with_auditable_type: 'User', with_auditable_id: user.id }}
          hideRecordColumns
          aria-label="Historia zmian użytkownika"
        />
      );
    case 'koszyk':
      return <BasketPanel userId={user.id} />;
    case 'pozostale':
      return <OtherTab user={user} />;
    case 'limity':
      return <LimitsTab user={user} />;
  }
}
