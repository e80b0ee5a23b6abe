import type { ComponentType } from 'react';
import { DeferredGlobalSearch } from '../../features/search/DeferredGlobalSearch';

/**
 * The slot of the global search box (docs/spec/part-1.md §2 "Header"). The search feature adds its
 * component to this list; until then the header shows no search at all rather than a dead field.
 */
const searchProviders: readonly ComponentType[] = [DeferredGlobalSearch];

export function HeaderSearch() {
  const [Search] = searchProviders;
  return Search ? <Search /> : null;
}
