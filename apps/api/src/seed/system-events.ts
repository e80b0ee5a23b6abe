import { asc, eq, ne } from 'drizzle-orm';
import type { SystemEventStatus, SystemEventTargetType, SystemEventType } from '@sportdesk/contract';
import { activities, users } from '../db/schema/index';
import type { AppDeps } from '../lib/deps';
import { emitSystemEvent } from '../modules/system-events/emit';
import { addSystemEventComment, openSystemEvent } from '../modules/system-events/service';

interface DemoEvent {
  type: SystemEventType;
  status: SystemEventStatus;
  message: string;
  target?: 'player' | 'activity';
  toAdmin?: boolean;
  comments?: string[];
  /** The demo admin opened it ('Odczytano'). */
  read?: boolean;
}

const EVENTS: DemoEvent[] = [
  {
    type: 'general',
    status: 'opened',
    target: 'player',
    toAdmin: true,
    message: 'Klientka prosi o kontakt w sprawie zwrotu za odwołane zajęcia.',
    comments: ['Zadzwonię jutro przed 10:00.'],
  },
  {
    type: 'negative_opinion',
    status: 'opened',
    target: 'activity',
    message: 'Negatywna opinia po zajęciach: boisko było zajęte przez inną grupę.',
  },
  {
    type: 'benefit_change',
    status: 'inprogress',
    target: 'player',
    toAdmin: true,
    message: 'Karta Benefit gracza jest nieaktywna od dziś — sprawdzić zapisy na najbliższe zajęcia.',
    comments: ['Napisałam do gracza, czekam na odpowiedź.'],
    read: true,
  },
  {
    type: 'activity_added',
    status: 'opened',
    target: 'activity',
    message: 'Organizator dodał nowe zajęcia — wymagają weryfikacji.',
  },
  {
    type: 'canceled_activity',
    status: 'opened',
    target: 'activity',
    toAdmin: true,
    message: 'Zajęcia odwołane z powodu braku kompletu graczy — poinformować zapisanych.',
  },
  {
    type: 'new_message_for_activity',
    status: 'inprogress',
    target: 'activity',
    message: 'Nowa wiadomość do zajęć: pytanie o możliwość przyjścia z dzieckiem.',
    read: true,
  },
  {
    type: 'registered_for_activity',
    status: 'done',
    target: 'activity',
    message: 'Nowy zapis na zajęcia z płatnością kartą FitProfit.',
    read: true,
  },
  {
    type: 'payment_confirmed',
    status: 'archived',
    target: 'player',
    message: 'Potwierdzono płatność przelewem online za karnet.',
  },
];

/**
 * Demo system events: several types and statuses, some assigned to the demo admin, with
 * comments and read markers. Runs after users, activities and money (whose deposit drop adds one more).
 */
export async function seedSystemEvents(deps: AppDeps) {
  const { db, config } = deps;
  const [admin] = await db.select().from(users).where(eq(users.email, config.adminEmail.toLowerCase()));
  if (!admin) return;
  const players = await db.select({ id: users.id }).from(users).where(ne(users.id, admin.id)).orderBy(asc(users.id)).limit(4);
  const games = await db.select({ id: activities.id }).from(activities).orderBy(asc(activities.id)).limit(4);
  const actor = { userId: admin.id };

  for (const [i, e] of EVENTS.entries()) {
    const pool = e.target === 'player' ? players : e.target === 'activity' ? games : [];
    const target = pool.length ? pool[i % pool.length] : undefined;
    const targetType: SystemEventTargetType | null = target ? (e.target === 'player' ? 'User' : 'Activity') : null;
    const row = await db.transaction((tx) =>
      emitSystemEvent(tx, {
        type: e.type,
        status: e.status,
        message: e.message,
        targetType,
        targetId: target?.id ?? null,
        assignedId: e.toAdmin ? admin.id : null,
      }),
    );
    if (e.read) await openSystemEvent(db, actor, row.id);
    for (const comment of e.comments ?? []) await addSystemEventComment(db, actor, row.id, comment);
  }
}
