import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { matchRoutes, MemoryRouter, useNavigate, useParams, type Location } from 'react-router';
import type * as ReactRouter from 'react-router';
import { AppRoutes, toRouteObjects, type RoutePrefetch } from './appRoutes';

vi.mock('react-router', async (importOriginal) => {
  const original = await importOriginal<typeof ReactRouter>();
  return { ...original, matchRoutes: vi.fn(original.matchRoutes) };
});

function Item() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <p>Pozycja {id}</p>
      <button onClick={() => navigate(`/items/${id}?page=2`)}>Strona 2</button>
    </>
  );
}

function renderAt(address: string, routes: Parameters<typeof toRouteObjects>[0]) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <AppRoutes routes={toRouteObjects(routes)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('AppRoutes', () => {
  it("starts a route's prefetch with the address and the query cache, once per visit", async () => {
    const prefetch = vi.fn<(context: RoutePrefetch) => void>();
    const queryClient = renderAt('/items/7?page=1', [{ path: 'items/:id', Component: Item, prefetch }]);
    expect(screen.getByText('Pozycja 7')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]![0].queryClient).toBe(queryClient);
    expect(prefetch.mock.calls[0]![0].location).toMatchObject({ pathname: '/items/7', search: '?page=1' });

    // A new search string on the same path is a new visit: the screen's data may differ.
    await act(async () => screen.getByRole('button', { name: 'Strona 2' }).click());
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch.mock.calls[1]![0].location.search).toBe('?page=2');
    expect(screen.getByText('Pozycja 7')).toBeInTheDocument();
  });

  it('asks for nothing behind a guard that turns the visit away', () => {
    const layoutPrefetch = vi.fn();
    const pagePrefetch = vi.fn();
    const guard = vi.fn((location: Location) => (location.pathname === '/private' ? '/auth' : null));
    renderAt('/private', [
      { path: 'auth', element: <p>Logowanie</p> },
      {
        guard,
        prefetch: layoutPrefetch,
        children: [{ path: 'private', element: <p>Poufne</p>, prefetch: pagePrefetch }],
      },
    ]);
    expect(screen.getByText('Logowanie')).toBeInTheDocument();
    expect(guard).toHaveBeenCalled();
    expect(layoutPrefetch).not.toHaveBeenCalled();
    expect(pagePrefetch).not.toHaveBeenCalled();
  });

  it('matches the route table once per path, not on every render', async () => {
    vi.mocked(matchRoutes).mockClear();
    const prefetch = vi.fn();
    renderAt('/items/3', [{ path: 'items/:id', Component: Item, prefetch }]);
    await act(async () => screen.getByRole('button', { name: 'Strona 2' }).click());
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(matchRoutes).toHaveBeenCalledTimes(1);
  });

  it('gives screens their decoded parameters', () => {
    function Page() {
      return <p>Strona {useParams().name}</p>;
    }
    renderAt('/s/za%C5%BC%C3%B3%C5%82%C4%87', [{ path: 's/:name', Component: Page }]);
    expect(screen.getByText('Strona zażółć')).toBeInTheDocument();
  });
});
