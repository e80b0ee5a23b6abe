import { useEffect } from 'react';
import { Badge, Box, Tab, Tabs } from '@mui/material';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import {
  ConfirmAccountButton,
  DeleteUserButton,
  UserSummaryCards,
  useUser,
  DEFAULT_USER_TAB,
  USER_TABS,
  isUserTab,
  type UserTabId,
  userListUrl,
} from '../users/public';
import { UserTabPanel } from './UserTabPanel';

/** `/users/{id}`: header cards, notes and the tabs of docs/spec/part-1.md §2 "Users"; the open tab sits in `?tab=`. */
export function UserPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <UserView key={id} id={id} />;
}

function UserView({ id }: { id: number }) {
  const user = useUser(id);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: UserTabId = isUserTab(requested) ? requested : DEFAULT_USER_TAB;
  const back = <BackLink to={userListUrl()} label="Użytkownicy" />;
  const loaded = user.isSuccess;

  // The tab strip scrolls sideways; keep the open tab in view, also when the web font changes the widths.
  useEffect(() => {
    if (!loaded) return;
    const tabElement = document.getElementById(`user-tab-${tab}`);
    const reveal = () => tabElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    reveal();
    const observer = new ResizeObserver(reveal);
    if (tabElement?.parentElement) observer.observe(tabElement.parentElement);
    return () => observer.disconnect();
  }, [tab, loaded]);

  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <>
        <PageHeader title="Użytkownik" back={back} />
        <LoadError error={user.error} onRetry={() => user.refetch()} />
      </>
    );
  }

  const current = user.data;
  const selectTab = (next: UserTabId) =>
    setParams(
      (previous) => {
        const nextParams = new URLSearchParams(previous);
        nextParams.set('tab', next);
        return nextParams;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={current.label}
        subtitle={`Użytkownik #${current.id} · identyfikator ${current.identifier ?? '—'}`}
        back={back}
        actions={
          <>
            <ConfirmAccountButton user={current} />
            <DeleteUserButton user={current} />
          </>
        }
      />
      <UserSummaryCards user={current} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: UserTabId) => selectTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Zakładki użytkownika"
        >
          {USER_TABS.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              id={`user-tab-${t.id}`}
              aria-controls={`user-tabpanel-${t.id}`}
              label={
                t.id === 'koszyk' && current.basket_items_count > 0 ? (
                  <Badge color="secondary" badgeContent={current.basket_items_count} sx={{ pr: 1.5 }}>
                    {t.label}
                  </Badge>
                ) : (
                  t.label
                )
              }
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`user-tabpanel-${tab}`} aria-labelledby={`user-tab-${tab}`}>
        <UserTabPanel tab={tab} user={current} />
      </Box>
    </>
  );
}

export { UserPage as Component };
