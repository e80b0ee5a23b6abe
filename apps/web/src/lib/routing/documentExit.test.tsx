import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '../../app/AppProviders';
import { documentRoot } from '../../app/RootRoute';
import { AppRoutes, toRouteObjects } from './appRoutes';
import { isLeavingDocument, resetDocumentExit } from './documentExit';

afterEach(() => resetDocumentExit());

const toBackOffice = toRouteObjects([
  documentRoot([{ path: '*', guard: ({ pathname, search }) => ({ document: `${pathname}${search}` }) }]),
]);

describe('a guard that loads another document', () => {
  it('loads it once, at the address with the toast, and leaves that address alone', async () => {
    const pageLoad = vi.fn();
    resetDocumentExit(pageLoad);
    const seen: { location?: Location } = {};
    function LocationProbe() {
      seen.location = useLocation();
      return null;
    }
    const address = '/dashboard?notification_type=success&notification_msg=Jeste%C5%9B+zalogowany%21';
    render(
      <AppProviders queryClient={new QueryClient()}>
        <MemoryRouter initialEntries={[address]}>
          <AppRoutes routes={toBackOffice} />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(pageLoad).toHaveBeenCalled());
    // What the sign-in page did before: the toast taken off the address, and a second load without it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageLoad.mock.calls).toEqual([[address]]);
    expect(`${seen.location!.pathname}${seen.location!.search}`).toBe(address);
    expect(isLeavingDocument()).toBe(true);
  });
});
