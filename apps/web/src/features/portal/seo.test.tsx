import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { PortalActivityDetail } from '@sportdesk/contract';
import { mockApi, okReply, renderWithProviders } from '../../test/render';
import { ActivityPage } from './ActivityPage';
import { useDocumentMeta } from './useDocumentMeta';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

type MetaProps = Parameters<typeof useDocumentMeta>[0];

afterEach(() => vi.unstubAllGlobals());

describe('useDocumentMeta (SEO basics of portal pages)', () => {
  it('sets the title, description, canonical address and robots, follows changes and restores on unmount', () => {
    document.title = 'Przed';
    const first: MetaProps = { title: 'Gierka', description: 'Opis', canonicalPath: '/portal/zajecia/7' };
    const { rerender, unmount } = renderHook((props: MetaProps) => useDocumentMeta(props), { initialProps: first });
    expect(document.title).toBe('Gierka — SportDesk');
    expect(meta('description')).toBe('Opis');
    expect(canonical()).toBe(`${window.location.origin}/portal/zajecia/7`);
    expect(meta('robots')).toBeUndefined();

    rerender({ title: 'Moje konto', robots: 'noindex' });
    expect(document.title).toBe('Moje konto — SportDesk');
    expect(meta('description')).toBeUndefined();
    expect(canonical()).toBeUndefined();
    expect(meta('robots')).toBe('noindex');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);

    unmount();
    expect(document.title).toBe('Przed');
    expect(meta('robots')).toBeUndefined();
  });
});

const activity: PortalActivityDetail = {
  id: 42,
  name: 'Gierka w hali',
  sport: { id: 1, name: 'Piłka nożna' },
  location: {
    id: 3,
    name: 'Hala Orlik',
    street: 'Sportowa 1',
    city: 'Płock',
    district: null,
    post_code: null,
    lat: null,
    lng: null,
  },
  object_type: null,
  date: '2030-05-14',
  start_at: '18:00',
  stop_at: '19:30',
  price: 42,
  max_players: 10,
  taken_spots: 3,
  free_spots: 7,
  reserve_list: true,
  reserve_count: 0,
  lv: null,
  gender: 'unisex',
  min_age: 0,
  max_age: 0,
  competition_type: 'activity',
  coach: null,
  thumb_image: null,
  canceled: false,
  past: false,
  description: null,
  page_html: null,
  page_url: null,
  baner_image: null,
  level_required_settings: 'equal_level',
  only_players_with_verified_level: false,
  payment_methods: [],
};

describe('the public activity page', () => {
  it('sets its title, description and canonical URL (without the query string)', async () => {
    mockApi({ '/api/v2/portal/activities/42': () => okReply<PortalActivityDetail>(activity) });
    renderWithProviders(<ActivityPage />, { route: '/portal/zajecia/42?z=wyszukiwarki', path: '/portal/zajecia/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gierka w hali' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Gierka w hali — .*2030.* — SportDesk$/));
    expect(meta('description')).toMatch(/^Piłka nożna: .*2030.*18:00.*Hala Orlik, Płock\. 42,00 zł, 7 wolnych miejsc\.$/);
    expect(canonical()).toBe(`${window.location.origin}/portal/zajecia/42`);
  });
});
