import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedEntry } from './queries';

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * The feed as iCalendar (RFC 5545) through ical-generator: times in UTC (no zone table needed, right across the
 * clock changes), one event per place with a stable UID, the sport and venue as the summary, the address as the
 * location; a cancelled activity or a place the player gave up (until the activity starts) is `STATUS:CANCELLED`,
 * a reserve-list place `TENTATIVE` and says so. DTSTAMP is
 * the last change of the rows, so an unchanged feed is the same bytes (its ETag holds).
 */
export function feedCalendar(entries: FeedEntry[], ownerId: number, host: string) {
  const calendar = ical({ name: 'SportDesk — moje zajęcia', prodId: { company: 'SportDesk', product: 'kalendarz' } });
  for (const e of entries) {
    const stamp = new Date(Math.max(asDate(e.entryUpdatedAt).getTime(), asDate(e.activityUpdatedAt).getTime()));
    const who = e.personId === ownerId ? '' : ` — ${[e.firstName, e.lastName].filter(Boolean).join(' ')}`;
    calendar.createEvent({
      id: `uczestnictwo-${e.entryId}@${host}`,
      start: asDate(e.start),
      end: asDate(e.end),
      stamp,
      lastModified: stamp,
      summary: `${e.sport} — ${e.venue}${e.resigned ? ' (rezygnacja)' : e.reserve ? ' (lista rezerwowa)' : ''}${who}`,
      location: [e.venue, e.street, e.city].filter(Boolean).join(', '),
      description: [
        e.name,
        e.reserve && !e.resigned ? 'Miejsce na liście rezerwowej.' : null,
        e.resigned ? 'Zrezygnowano z miejsca.' : null,
        e.canceled ? 'Zajęcia odwołane.' : null,
      ]
        .filter(Boolean)
        .join('\n'),
      status:
        e.canceled || e.resigned ? ICalEventStatus.CANCELLED : e.reserve ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** When the feed last changed (its rows' latest update), for `Last-Modified`. */
export const lastChange = (entries: FeedEntry[]) =>
  entries.reduce((latest, e) => Math.max(latest, asDate(e.entryUpdatedAt).getTime(), asDate(e.activityUpdatedAt).getTime()), 0);
