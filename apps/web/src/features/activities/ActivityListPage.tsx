import { PageHeader } from '../../components/PageHeader';
import { ActivityList } from './list/ActivityList';

/** `/activities`: the filterable list with bulk edit (docs/spec/part-2.md §2). */
export function ActivityListPage() {
  return (
    <>
      <PageHeader title="Zajęcia" />
      <ActivityList />
    </>
  );
}

export { ActivityListPage as Component };
