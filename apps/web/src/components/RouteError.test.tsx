import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { msg } from '@sportdesk/contract';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('RouteError', () => {
  it("shows a screen's failure inside its layout with a reload, and going elsewhere clears it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Link to="/users">Menu</Link>
              <Outlet />
            </>
          ),
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { path: '/activities', Component: Broken },
                { path: '/users', element: <p>Użytkownicy</p> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/activities'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.somethingWrong);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    // The layout around the error stays usable.
    await act(() => screen.getByRole('link', { name: 'Menu' }).click());
    expect(await screen.findByText('Użytkownicy')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
