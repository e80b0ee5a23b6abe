import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { addDays, freeSpotsText, longDate, mondayOf, paymentText, reserveText, shortDate } from './format';
import { slugOf, tileTarget } from './tileLink';
import { portalSignInUrl, safeNextPath } from './urls';
import { weekLabel } from './WeekCalendar';

dayjs.locale('pl');

describe('portal helpers', () => {
  it("writes calendar days as dayjs's Polish locale does, every day of 2024–2030", () => {
    for (let day = dayjs('2024-01-01'); day.isBefore('2031-01-01'); day = day.add(1, 'day')) {
      const date = day.format('YYYY-MM-DD');
      expect(longDate(date)).toBe(day.format('dddd, D MMMM YYYY'));
      expect(shortDate(date)).toBe(day.format('dd D.MM'));
      expect(mondayOf(date)).toBe(day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD'));
      expect(addDays(date, 6)).toBe(day.add(6, 'day').format('YYYY-MM-DD'));
    }
    expect(longDate('tydzień')).toBe('Invalid Date');
    expect(mondayOf('')).toBe('Invalid Date');
  });

  it('sends tiles to portal paths, public pages and other sites', () => {
    expect(tileTarget('/zajecia?sport=pilka-nozna')).toEqual({ kind: 'portal', to: '/portal/zajecia?sport=pilka-nozna' });
    expect(tileTarget('/portal/zajecia')).toEqual({ kind: 'portal', to: '/portal/zajecia' });
    expect(tileTarget('/')).toEqual({ kind: 'portal', to: '/portal' });
    expect(tileTarget('/s/faq')).toEqual({ kind: 'document', href: '/s/faq' });
    expect(tileTarget('/files/a.png')).toEqual({ kind: 'document', href: '/files/a.png' });
    expect(tileTarget('https://example.pl/x')).toEqual({ kind: 'external', href: 'https://example.pl/x' });
    expect(tileTarget('/portalik')).toEqual({ kind: 'portal', to: '/portal/portalik' });
  });

  it('makes the sport slugs the tiles use', () => {
    expect(slugOf('Piłka nożna')).toBe('pilka-nozna');
    expect(slugOf('Tenis stołowy')).toBe('tenis-stolowy');
    expect(slugOf('  Squash & Badminton ')).toBe('squash-badminton');
  });

  it('writes free places and the reserve list with Polish plurals', () => {
    expect(freeSpotsText(0)).toBe('Brak wolnych miejsc');
    expect(freeSpotsText(1)).toBe('1 wolne miejsce');
    expect(freeSpotsText(3)).toBe('3 wolne miejsca');
    expect(freeSpotsText(5)).toBe('5 wolnych miejsc');
    expect(freeSpotsText(12)).toBe('12 wolnych miejsc');
    expect(freeSpotsText(22)).toBe('22 wolne miejsca');
    expect(reserveText(0)).toBe('0 osób na liście rezerwowej');
    expect(reserveText(1)).toBe('1 osoba na liście rezerwowej');
    expect(reserveText(4)).toBe('4 osoby na liście rezerwowej');
    expect(reserveText(13)).toBe('13 osób na liście rezerwowej');
  });

  it('finds the Monday of a week and names the week', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekLabel('2026-11-23')).toBe('23–29 listopada 2026');
    expect(weekLabel('2026-12-28')).toBe('28 grudnia 2026 – 3 stycznia 2027');
  });

  it('returns after sign-in only to a portal page', () => {
    expect(portalSignInUrl('/portal/zajecia/7')).toBe('/portal/logowanie?next=%2Fportal%2Fzajecia%2F7');
    expect(portalSignInUrl()).toBe('/portal/logowanie');
    expect(safeNextPath('/portal/zajecia/7?x=1')).toBe('/portal/zajecia/7?x=1');
    for (const bad of [null, '', '//evil.example/portal/', 'https://evil.example/', '/users', '/portal', '/portal/\\evil'])
      expect(safeNextPath(bad)).toBe('/portal');
  });

  it("names payment methods in the basket's words", () => {
    expect(paymentText('pay_by_prepaid')).toBe('Konto główne (prepaid)');
    expect(paymentText('pay_by_online_transfer')).toBe('Przelew online');
  });
});
