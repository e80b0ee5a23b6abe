import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { PAGE_SIZES } from '@sportdesk/contract';
import { useListState } from './useListState';

const KEYS = ['with_id', 'with_name'] as const;
const ORDERS = ['id', 'name', 'created_at'] as const;

function renderList(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(
    () => ({
      list: useListState({ filterKeys: KEYS, pageSizes: PAGE_SIZES.small, limit: 10, orders: ORDERS, order: 'id' }),
      location: useLocation(),
    }),
    { wrapper },
  );
}

describe('useListState', () => {
  it('reads defaults and the URL, ignoring unknown sizes and orders', () => {
    const { result } = renderList('/settings?page=2&limit=7&order=hack&with_name=kontakt');
    expect(result.current.list.query).toEqual({ page: 2, limit: 10, order: 'id', order_dir: 'asc', with_name: 'kontakt' });
  });

  it('writes filters to the URL, resets the page, and drops empty values', () => {
    const { result } = renderList('/settings?page=3');
    act(() => result.current.list.setFilters({ with_id: '5', with_name: '' }));
    expect(result.current.location.search).toBe('?with_id=5');
    expect(result.current.list.filters).toEqual({ with_id: '5', with_name: '' });
  });

  it('keeps sort in the URL and leaves defaults out', () => {
    const { result } = renderList('/settings');
    act(() => result.current.list.setSort('name', 'desc'));
    expect(result.current.location.search).toBe('?order=name&order_dir=desc');
    act(() => result.current.list.setSort('id', 'asc'));
    expect(result.current.location.search).toBe('');
  });

  it('keeps a prefixed list apart from the page list state', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/groups/1?page=2&team7_page=1']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        page: useListState({ filterKeys: KEYS, pageSizes: PAGE_SIZES.small, limit: 10 }),
        team: useListState({ filterKeys: KEYS, pageSizes: PAGE_SIZES.small, limit: 10, paramPrefix: 'team7_' }),
        location: useLocation(),
      }),
      { wrapper },
    );
    expect(result.current.page.page).toBe(2);
    expect(result.current.team.page).toBe(1);
    act(() => result.current.team.setPaging({ page: 3, limit: 10 }));
    expect(result.current.location.search).toBe('?page=2&team7_page=3');
    expect(result.current.page.page).toBe(2);
  });

  it('clears the filters but keeps the page size', () => {
    const { result } = renderList('/settings?limit=25&with_name=a&page=1');
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?limit=25');
  });
});
