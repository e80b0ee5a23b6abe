import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AsyncJob } from '@sportdesk/contract';
import { renderWithProviders } from '../../test/render';
import { JobDetails } from './JobDetails';

const base: AsyncJob = {
  id: 7,
  job_name: 'Dodawanie zajęć',
  job_class: 'Activities::CreateRangeJob',
  job_status: 'done',
  params: {},
  info_box: {},
  file: null,
  error: null,
  attempts: 1,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:01:00.000Z',
  user: { id: 3, label: 'Anna Administratorka' },
};

describe('JobDetails', () => {
  it('lists an activity job’s added activities as links and its errors', () => {
    renderWithProviders(
      <JobDetails
        job={{
          ...base,
          info_box: {
            added_ids: [11, 12],
            errors: [{ date: '2026-03-07', message: 'Popraw zaznaczone pola', fields: { price: 'Pole Wymagane' } }],
            total: 3,
          },
        }}
      />,
    );
    const terms = screen.getByText('Zajęcia').nextElementSibling as HTMLElement;
    expect(within(terms).getByRole('link', { name: '11' })).toHaveAttribute('href', '/activities/11');
    expect(within(terms).getByRole('link', { name: '12' })).toHaveAttribute('href', '/activities/12');
    expect(terms).toHaveTextContent('Dodane: 11, 12 (2 z 3)');
    expect(screen.getByText(/2026-03-07: Popraw zaznaczone pola \(Pole Wymagane\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anna Administratorka' })).toHaveAttribute('href', '/users/3');
    expect(screen.getByText('Activities::CreateRangeJob')).toBeInTheDocument();
  });

  it('shows a failed report’s error, its period and parameters, and starts it again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <JobDetails
        job={{
          ...base,
          job_name: 'Report 3.0',
          job_class: 'Reports::Core3ReportService',
          job_status: 'failed',
          params: { date_from: '2026-03-01', date_to: '2026-03-31' },
          error: 'Coś poszło nie tak',
          attempts: 2,
        }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('01.03.2026 – 31.03.2026')).toBeInTheDocument();
    expect(screen.getByText(/^Błąd · próby: 2/)).toBeInTheDocument();
    expect(screen.getByText('Coś poszło nie tak')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Uruchom ponownie' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
