import { expect } from 'vitest';
import type { Db } from '../../db/client';
import {
  activities,
  activityParticipants,
  benefitEntries,
  localizations,
  promoCodeUsages,
  promoCodes,
  sports,
  transactionItems,
  transactions,
  users,
} from '../../db/schema/index';

/**
 * A small March 2026 world for the report tests (period 2026-03-01 … 2026-03-31, Europe/Warsaw), with rows just
 * outside the period on both sides (Warsaw midnight vs UTC) and rows the settlements must skip.
 */
export async function seedReportWorld(db: Db) {
  const at = (iso: string) => new Date(iso);
  const [anna, olek, piotr, beata] = await db
    .insert(users)
    .values([
      {
        email: 'anna.nowak@example.pl',
        firstName: 'Anna',
        lastName: 'Nowak',
        phonePrefix: '+48',
        phone: '600100200',
        city: 'Kraków',
        gender: 'female',
        birthDate: '1990-05-01',
        accountBalance: 12345,
        confirmedAt: at('2026-03-01T09:00:00Z'),
        createdAt: at('2026-02-28T23:10:00Z'),
      },
      { email: 'olek.organizator@example.pl', firstName: 'Olek', lastName: 'Organizator', createdAt: at('2026-03-02T10:00:00Z') },
      {
        email: 'piotr.fit@example.pl',
        firstName: 'Piotr',
        lastName: 'Fit',
        fitprofitId: 'FP-1',
        fitprofitActive: true,
        medicoverActive: true,
        gender: 'male',
        createdAt: at('2026-03-31T21:59:00Z'),
      },
      {
        email: 'beata.benefit@example.pl',
        firstName: 'Beata',
        lastName: 'Benefit',
        benefitId: 'BN-1',
        benefitActive: true,
        createdAt: at('2026-03-31T22:00:00Z'),
      },
    ])
    .returning();
  const [sport] = await db.insert(sports).values({ name: 'Piłka nożna' }).returning();
  const [hall] = await db.insert(localizations).values({ name: 'Hala Arena', city: 'Warszawa' }).returning();
  const base = { sportId: sport.id, localizationId: hall.id, stopAt: '20:00', maxPlayers: 12 };
  const [a1, a2, a3] = await db
    .insert(activities)
    .values([
      { ...base, date: '2026-03-10', startAt: '18:00', price: 2500, participantsCount: 2, confirmed: true },
      {
        ...base,
        date: '2026-03-15',
        startAt: '19:00',
        price: 4000,
        participantsCount: 2,
        activityType: 'organizer',
        creatorId: olek.id,
        name: 'Sparing Olka',
      },
      { ...base, date: '2026-04-05', startAt: '10:00', price: 700 },
    ])
    .returning();

  const tx = async (
    identifier: string,
    date: string,
    status: string,
    type: string,
    items: {
      activityId: number | null;
      userId: number;
      method: string;
      value: number;
      discount?: number;
      promoCodeId?: number;
    }[],
    buyer = anna.id,
  ) => {
    const [t] = await db
      .insert(transactions)
      .values({
        identifier,
        userId: buyer,
        transactionType: type,
        paymentMethod: items[0]?.method ?? 'prepaid',
        status,
        value: items.reduce((s, i) => s + i.value, 0),
        date: at(date),
        createdAt: at(date),
      })
      .returning();
    const rows = items.length
      ? await db
          .insert(transactionItems)
          .values(
            items.map((i) => ({
              transactionId: t.id,
              userId: i.userId,
              itemType: 'activity',
              activityId: i.activityId,
              paymentMethod: i.method,
              value: i.value,
              discount: i.discount ?? 0,
              promoCodeId: i.promoCodeId ?? null,
            })),
          )
          .returning()
      : [];
    return { t, rows };
  };
  const [code] = await db
    .insert(promoCodes)
    .values({
      name: 'Wiosna',
      prefix: 'WIO',
      code: 'WIOSNA10',
      activeFrom: '2026-03-01',
      activeTo: '2026-04-30',
      value: 500,
      valueType: 'pln',
      usageCount: 2,
    })
    .returning();

  const t1 = await tx('T-001', '2026-03-05T10:00:00Z', 'paid', 'buy_activity', [
    { activityId: a1.id, userId: anna.id, method: 'prepaid', value: 2500 },
    { activityId: a2.id, userId: anna.id, method: 'online_transfer', value: 3500, discount: 500, promoCodeId: code.id },
  ]);
  // 2026-04-01 00:30 in Warsaw: outside March.
  const t2 = await tx('T-002', '2026-03-31T22:30:00Z', 'paid', 'buy_activity', [
    { activityId: a1.id, userId: anna.id, method: 'cash', value: 2500 },
  ]);
  // 2026-03-01 00:30 in Warsaw: inside March.
  const t3 = await tx(
    'T-003',
    '2026-02-28T23:30:00Z',
    'paid',
    'buy_activity',
    [{ activityId: a2.id, userId: beata.id, method: 'benefit', value: 1000 }],
    beata.id,
  );
  await tx('T-004', '2026-03-10T10:00:00Z', 'unpaid', 'buy_activity', [
    { activityId: a1.id, userId: anna.id, method: 'online_transfer', value: 2500 },
  ]);
  await tx('T-005', '2026-03-10T10:00:00Z', 'paid', 'balance_add', []);
  const t6 = await tx(
    'T-006',
    '2026-03-20T12:00:00Z',
    'paid',
    'buy_activity',
    [{ activityId: a3.id, userId: piotr.id, method: 'fitprofit', value: 700 }],
    piotr.id,
  );

  await db.insert(promoCodeUsages).values([
    {
      promoCodeId: code.id,
      transactionId: t1.t.id,
      transactionItemId: t1.rows[1].id,
      userId: anna.id,
      createdAt: at('2026-03-05T10:00:00Z'),
    },
    {
      promoCodeId: code.id,
      transactionId: t2.t.id,
      transactionItemId: t2.rows[0].id,
      userId: anna.id,
      createdAt: at('2026-03-31T22:30:00Z'),
    },
  ]);

  await db.insert(activityParticipants).values([
    { activityId: a1.id, userId: anna.id, paymentMethod: 'prepaid', price: 2500, presenceCheck: true },
    { activityId: a1.id, userId: beata.id, paymentMethod: 'benefit', price: 0 },
    { activityId: a1.id, userId: piotr.id, paymentMethod: 'fitprofit', reserve: true },
    { activityId: a2.id, userId: piotr.id, paymentMethod: 'fitprofit', price: 1500, cardCheck: true, presenceCheck: true },
    { activityId: a2.id, userId: beata.id, paymentMethod: 'benefit', cardCheck: true },
  ]);

  await db.insert(benefitEntries).values([
    {
      uuid: 'e1',
      datePlayed: '2026-03-15',
      playerCardNo: 'BN-1',
      facilityName: 'Hala Arena',
      confirmed: true,
      activityId: a2.id,
      userId: beata.id,
      organizerId: olek.id,
    },
    { uuid: 'e2', datePlayed: '2026-03-20', playerCardNo: 'BN-9', facilityName: 'Hala Arena' },
    { uuid: 'e3', datePlayed: '2026-03-21', playerCardNo: 'BN-8', rejected: true },
    { uuid: 'e4', datePlayed: '2026-04-01', playerCardNo: 'BN-7' },
  ]);
  return { anna, olek, piotr, beata, a1, a2, a3, t1, t2, t3, t6, code };
}

/** Parses one of our CSV files (BOM, `;`, CRLF; the fixture's values hold no `;` or quotes). */
export function parseReportCsv(text: string) {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1).map((l) => l.split(';'));
}
