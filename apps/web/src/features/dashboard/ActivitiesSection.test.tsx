import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ActivityRow, ListReply, SystemEventCount } from '@sportdesk/contract';
import { mockApi, okReply, renderWithProviders } from '../../test/render';
import { ActivitiesSection } from './ActivitiesSection';

const counts: SystemEventCount = {
  allUnread: 0,
  myUnread: 0,
  listToVerify: 0,
  activitiesToVerifyCount: 0,
  activitiesTodayCount: 0,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ActivitiesSection', () => {
  it('lists "Zajęcia dziś" for the Warsaw day at 00:30 Warsaw time, when UTC is still on the day before', async () => {
    // 2026-10-24T22:30Z is 00:30 on 25 October in Warsaw (summer time, the night the clocks go back).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-24T22:30:00Z'));
    mockApi({ '/api/v2/admin/activities': () => okReply<ListReply<ActivityRow>>({ rows: [], total: 0 }) });
    renderWithProviders(<ActivitiesSection counts={counts} />, { route: '/dashboard' });
    // Text queries: role queries over the activity table's DOM are slow in jsdom.
    fireEvent.click(screen.getByText('Zajęcia dziś'));
    const link = (await screen.findByText('Pokaż na liście zajęć')).closest('a')!;
    expect(link.getAttribute('href')).toContain('with_date_greater=2026-10-25');
    expect(link.getAttribute('href')).toContain('with_date_less=2026-10-25');
  }, 30_000);
});
