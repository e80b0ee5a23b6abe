import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { warsawToday, type AsyncJob } from '@sportdesk/contract';
import {
  activities,
  activityCoordinators,
  activityParticipants,
  asyncJobs,
  benefitEntries,
  localizations,
  promoCodeUsages,
  promoCodes,
  sports,
  transactionItems,
  transactions,
  users,
} from '../../db/schema/index';
import { body, createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';
import { formatCell, neutraliseCell, type ColumnKind } from './csv';
import { REPORT_DEFINITIONS } from './definitions/index';

/**
 * A player's name (or any text we store) that starts like a formula must never reach a report file
 * as a formula. Every report is generated with hostile values in every kind of text it writes, and every cell of
 * every file is checked; numbers (int and money columns) stay bare numbers.
 */

/** The values: each starts with a character that makes Excel read the cell as a formula. */
const HOSTILE = ['=HYPERLINK("http://evil.example/x","Kliknij")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(1)', '\tx', '\rx'];
const DANGEROUS = /^[=+\-@\t\r]/;
/** What an int or money column may hold bare: `12`, `-3`, `0,05`, `-12,50`. */
const NUMBER = /^-?\d+(,\d{2})?$/;

describe('neutraliseCell', () => {
  it("puts a ' before a cell starting with =, +, -, @, a tab or a carriage return", () => {
    expect(HOSTILE.map(neutraliseCell)).toEqual(HOSTILE.map((v) => `'${v}`));
    expect(neutraliseCell('+48 600100200')).toBe("'+48 600100200");
    expect(neutraliseCell('-12,50')).toBe("'-12,50");
  });

  it('leaves every other text as it is', () => {
    for (const text of ['', 'Anna Nowak', 'a=b', 'x-1', "'=1", ' =1', '12,50', '2026-03-01 10:00', 'Tak', 'ą@ę'])
      expect(neutraliseCell(text)).toBe(text);
  });
});

describe('formatCell', () => {
  it('neutralises text and labels by the column kind, whatever the value looks like', () => {
    expect(formatCell('-12,50')).toBe("'-12,50");
    expect(formatCell('=1+1', 'text')).toBe("'=1+1");
    expect(formatCell('@x', { labels: { a: 'A' } })).toBe("'@x");
    expect(formatCell('a', { labels: { a: '=A' } })).toBe("'=A");
    expect(formatCell(null)).toBe('');
  });

  it('writes int and money columns as bare numbers, negative ones included', () => {
    expect(formatCell(-1250, 'money')).toBe('-12,50');
    expect(formatCell('-1250', 'money')).toBe('-12,50');
    expect(formatCell(-3, 'int')).toBe('-3');
    expect(formatCell('42', 'int')).toBe('42');
    expect(formatCell(false, 'bool')).toBe('Nie');
  });

  it('treats an int column whose value is not a whole number as text', () => {
    expect(formatCell('-2+3', 'int')).toBe("'-2+3");
  });

  it('refuses to write text into a money column', () => {
    expect(() => formatCell('=1+1', 'money')).toThrow();
  });
});

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let today: string;
let period: { date_from: string; date_to: string };

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sportdesk-formula-'));
  ctx = await createTestApp({ jobs: 'in-process', dataDir });
  await ctx.app.deps.jobs.start({ work: true });
  admin = await signedInUser(ctx.app, ['admin_role_reports']);
  today = warsawToday();
  period = { date_from: today, date_to: today };
});
afterAll(() => ctx.close());

/** Registers a player through the public sign-up, as the attacker does. */
async function register(firstName: string, email = uniqueEmail('gracz')) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/users',
    payload: {
      user: {
        email,
        first_name: firstName,
        last_name: 'Gracz',
        phone_prefix: '+48',
        phone: '600100200',
        password: 'tajne123',
        password_confirmation: 'tajne123',
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = body<{ id: number }>(response).data.id;
  const db = ctx.app.deps.db;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  // Sign-up trims the names, so a leading tab or CR comes in another way (the admin's forms, imports); the file
  // must be safe whatever the way, so those two are set directly.
  if (row.firstName !== firstName) {
    expect(firstName.trim()).toBe(row.firstName);
    await db.update(users).set({ firstName }).where(eq(users.id, id));
  }
  return row;
}

/** Every kind of text the reports write carries a hostile value: names, e-mail, city, cards, places, codes, imports. */
async function seedHostileWorld() {
  const db = ctx.app.deps.db;
  const [u0, u1, u2, u3, u4, u5] = [
    await register(HOSTILE[0]),
    await register(HOSTILE[1]),
    // An e-mail may start with `-` or `+` too.
    await register(HOSTILE[2], `-2+3.${Date.now()}@example.pl`),
    await register(HOSTILE[3]),
    await register(HOSTILE[4]),
    await register(HOSTILE[5]),
  ];
  await db.update(users).set({ city: HOSTILE[2], benefitId: HOSTILE[0], benefitActive: true }).where(eq(users.id, u1.id));
  await db
    .update(users)
    .set({ fitprofitId: HOSTILE[1], fitprofitActive: true, medicoverActive: true })
    .where(eq(users.id, u2.id));
  // Negative money: a main account below zero must stay a number Excel adds up.
  await db.update(users).set({ accountBalance: -1250 }).where(eq(users.id, u5.id));

  const [sport] = await db.insert(sports).values({ name: HOSTILE[3] }).returning();
  const [place] = await db.insert(localizations).values({ name: HOSTILE[0], city: HOSTILE[1] }).returning();
  const [a1] = await db
    .insert(activities)
    .values({
      sportId: sport.id,
      localizationId: place.id,
      name: HOSTILE[2],
      date: today,
      startAt: '18:00',
      stopAt: '20:00',
      maxPlayers: 12,
      price: 2500,
      activityType: 'organizer',
      creatorId: u0.id,
      participantsCount: 4,
    })
    .returning();
  await db.insert(activityCoordinators).values({ activityId: a1.id, userId: u3.id });
  await db.insert(activityParticipants).values([
    { activityId: a1.id, userId: u1.id, paymentMethod: 'benefit', price: 0 },
    { activityId: a1.id, userId: u2.id, paymentMethod: 'fitprofit', price: 1500, cardCheck: true },
    { activityId: a1.id, userId: u4.id, paymentMethod: 'benefit', price: 0, presenceCheck: true },
    { activityId: a1.id, userId: u5.id, paymentMethod: 'prepaid', price: 2500 },
  ]);

  const [code] = await db
    .insert(promoCodes)
    .values({
      name: HOSTILE[1],
      prefix: HOSTILE[3],
      code: HOSTILE[0],
      activeFrom: today,
      activeTo: today,
      value: 500,
      valueType: 'pln',
      usageCount: 1,
    })
    .returning();
  const [t] = await db
    .insert(transactions)
    .values({
      identifier: HOSTILE[2],
      userId: u0.id,
      transactionType: 'buy_activity',
      paymentMethod: 'prepaid',
      status: 'paid',
      value: 5200,
    })
    .returning();
  const items = await db
    .insert(transactionItems)
    .values([
      { transactionId: t.id, userId: u5.id, itemType: 'activity', activityId: a1.id, paymentMethod: 'prepaid', value: 2500 },
      {
        transactionId: t.id,
        userId: u2.id,
        itemType: 'activity',
        activityId: a1.id,
        paymentMethod: 'fitprofit',
        value: 2000,
        discount: 500,
        promoCodeId: code.id,
      },
      { transactionId: t.id, userId: u1.id, itemType: 'activity', activityId: a1.id, paymentMethod: 'benefit', value: 700 },
    ])
    .returning();
  await db
    .insert(promoCodeUsages)
    .values({ promoCodeId: code.id, transactionId: t.id, transactionItemId: items[1].id, userId: u0.id });

  // The provider's file fills these fields (the importer stores them as read).
  await db.insert(benefitEntries).values([
    {
      uuid: HOSTILE[5],
      datePlayed: today,
      playerCardNo: HOSTILE[1],
      facilityName: HOSTILE[0],
      facilityId: HOSTILE[2],
      sn: HOSTILE[3],
      terminalType: HOSTILE[4],
      organizerLogin: HOSTILE[5],
      notes: HOSTILE[0],
      activityId: a1.id,
      userId: u4.id,
      organizerId: u0.id,
      confirmed: true,
    },
    {
      uuid: HOSTILE[1],
      datePlayed: today,
      playerCardNo: HOSTILE[2],
      facilityName: HOSTILE[3],
      notes: HOSTILE[4],
    },
  ]);
}

async function waitForJob(id: number) {
  const until = Date.now() + 40_000;
  for (;;) {
    const [row] = await ctx.app.deps.db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
    if (row.jobStatus === 'done' || row.jobStatus === 'failed') return row;
    if (Date.now() > until) throw new Error(`job ${id} stuck in ${row.jobStatus}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Generates one report through the API and downloads its file through the authorised route. */
async function generate(jobClass: string) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/async_jobs',
    headers: admin.headers,
    payload: { async_job: { job_class: jobClass, params: period } },
  });
  expect(created.statusCode, created.body).toBe(200);
  const row = await waitForJob(body<AsyncJob>(created).data.id);
  expect(row.jobStatus, row.error ?? '').toBe('done');
  const file = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/async_jobs/${row.id}/file`, headers: admin.headers });
  expect(file.statusCode).toBe(200);
  expect(file.body.charCodeAt(0)).toBe(0xfeff);
  return parse(file.body, { bom: true, delimiter: ';', record_delimiter: '\r\n' }) as string[][];
}

const isNumeric = (kind: ColumnKind | undefined) => kind === 'int' || kind === 'money';

describe('report files with hostile texts', () => {
  beforeAll(seedHostileWorld);

  it.each(REPORT_DEFINITIONS.map((d) => [d.jobClass, d] as const))(
    '%s: no cell starts like a formula unless it is a number in a number column',
    async (jobClass, def) => {
      const rows = await generate(jobClass);
      const columns = def.build(period).columns;
      expect(rows[0]).toEqual(columns.map((c) => c.header));
      expect(rows.length).toBeGreaterThan(1);
      let neutralised = 0;
      for (const row of rows.slice(1)) {
        expect(row).toHaveLength(columns.length);
        row.forEach((cell, i) => {
          if (i === 0 && cell === 'Razem' && row === rows.at(-1)) return;
          const where = `${jobClass} ${columns[i].header}: ${JSON.stringify(cell)}`;
          if (isNumeric(columns[i].kind)) expect(cell, where).toMatch(new RegExp(`^$|${NUMBER.source}`));
          else expect(cell, where).not.toMatch(DANGEROUS);
          if (cell.startsWith("'") && HOSTILE.some((h) => cell.startsWith(`'${h}`))) neutralised++;
        });
      }
      // Each file did carry hostile text (so the check above is not vacuous).
      expect(neutralised, jobClass).toBeGreaterThan(0);
    },
  );

  it("writes the registered names with the ' in front, and negative money as a bare number", async () => {
    const rows = await generate('Reports::RegistersReportService');
    const header = rows[0];
    const at = (h: string) => header.indexOf(h);
    const data = rows.slice(1).filter((r) => r[at('Nazwisko')] === 'Gracz');
    expect(data.map((r) => r[at('Imię')]).sort()).toEqual(HOSTILE.map((h) => `'${h}`).sort());
    expect(data.map((r) => r[at('Telefon')])).toEqual(data.map(() => "'+48 600100200"));
    expect(data.some((r) => r[at('E-mail')].startsWith("'-2+3."))).toBe(true);
    const balances = data.map((r) => r[at('Konto główne (zł)')]);
    expect(balances).toContain('-12,50');
  });

  it('keeps the settlement amounts numbers: the totals add up from the bare cells', async () => {
    const rows = await generate('Reports::Core1ReportService');
    const header = rows[0];
    const value = header.indexOf('Kwota (zł)');
    const participant = header.indexOf('Uczestnik');
    const data = rows.slice(1, -1);
    expect(data.map((r) => r[participant]).sort()).toEqual(
      [`'${HOSTILE[1]} Gracz`, `'${HOSTILE[2]} Gracz`, `'${HOSTILE[5]} Gracz`].sort(),
    );
    expect(rows.at(-1)![0]).toBe('Razem');
    expect(rows.at(-1)![value]).toBe('52,00');
  });
});
