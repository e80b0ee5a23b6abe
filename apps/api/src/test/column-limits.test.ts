import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  INT4_MAX,
  activityCreateInput,
  activityInput,
  activitySummaryInput,
  adminUserFields,
  appSettingInput,
  childAccountInput,
  eventCommentInput,
  locationInput,
  locationObjectInput,
  mainPageTileInput,
  ownProfilePatch,
  pageInput,
  participantAddInput,
  participantUpdateInput,
  promoCodeInput,
  registerBody,
  sportInput,
  systemEventInput,
  terminalLoginInput,
  userAgreementAttributes,
  userSportLevelAttributes,
  competitionGroupInput,
  competitionTeamInput,
  benefitEntryInput,
  benefitEntryUpdateInput,
} from '@sportdesk/contract';
import {
  activities,
  activityParticipants,
  benefitEntries,
  activitySummaries,
  appSettings,
  localizations,
  locationObjects,
  mainPageTiles,
  pages,
  promoCodes,
  sports,
  systemEventComments,
  systemEvents,
  terminalLogins,
  userAgreements,
  userSportLevels,
  users,
  competitionGroups,
  competitionTeams,
} from '../db/schema/index';

/**
 * The zod limits of every body field against the Drizzle column it is written to: a text field has a
 * maximum no longer than its varchar (and some maximum on a text column), an enum's values fit the
 * column, an integer stays within int4 and an amount in PLN within the integer grosze. Changing a column
 * or a schema without the other fails here, so the two cannot drift apart.
 */

interface Limits {
  /** The longest string each string leaf accepts (Infinity when a leaf has no maximum). */
  strings: number[];
  /** The largest number each number leaf accepts, and whether it must be whole. */
  numbers: { max: number; min: number; int: boolean }[];
}

type Internals = {
  _zod: {
    def: {
      type: string;
      innerType?: z.ZodType;
      in?: z.ZodType;
      out?: z.ZodType;
      options?: z.ZodType[];
      entries?: Record<string, string>;
      values?: unknown[];
      checks?: { _zod: { def: { check: string; maximum?: number; value?: number; format?: string } } }[];
    };
  };
};

/** The constraints zod stores on a string or number schema (its `checks`). */
function checksOf(schema: z.ZodType) {
  const out: { maxLength?: number; maximum?: number; minimum?: number; int: boolean } = { int: false };
  for (const { _zod } of (schema as unknown as Internals)._zod.def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'max_length') out.maxLength = Math.min(out.maxLength ?? Infinity, c.maximum!);
    if (c.check === 'less_than') out.maximum = Math.min(out.maximum ?? Infinity, c.value!);
    if (c.check === 'greater_than') out.minimum = Math.max(out.minimum ?? -Infinity, c.value!);
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) out.int = true;
  }
  return out;
}

function limitsOf(schema: z.ZodType, out: Limits = { strings: [], numbers: [] }): Limits {
  const { def } = (schema as unknown as Internals)._zod;
  switch (def.type) {
    case 'string':
      out.strings.push(checksOf(schema).maxLength ?? Infinity);
      break;
    case 'number': {
      const c = checksOf(schema);
      out.numbers.push({ max: c.maximum ?? Infinity, min: c.minimum ?? -Infinity, int: c.int });
      break;
    }
    case 'enum':
      out.strings.push(Math.max(...Object.values(def.entries ?? {}).map((v) => String(v).length)));
      break;
    case 'literal':
      for (const v of def.values ?? []) if (typeof v === 'string') out.strings.push(v.length);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      limitsOf(def.innerType!, out);
      break;
    case 'pipe':
      // What reaches the column is what passes both sides: the tighter side counts.
      {
        const a = limitsOf(def.in!);
        const b = limitsOf(def.out!);
        const pick = <T>(x: T[], y: T[]) => (y.length ? y : x);
        if (a.strings.length && b.strings.length) out.strings.push(Math.min(Math.max(...a.strings), Math.max(...b.strings)));
        else out.strings.push(...pick(a.strings, b.strings));
        out.numbers.push(...pick(a.numbers, b.numbers));
      }
      break;
    case 'union':
      for (const option of def.options ?? []) limitsOf(option, out);
      break;
    default:
      // transform, boolean, null, array, object, record…: no scalar limit of their own.
      break;
  }
  return out;
}

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: z.ZodType): Shape => (schema as unknown as { shape: Shape }).shape;

/** Body schema → the table its fields are written to (field name = column name unless mapped). */
const PAIRS: { name: string; shape: Shape; table: PgTable; rename?: Record<string, string> }[] = [
  { name: 'admin user form', shape: shapeOf(adminUserFields), table: users },
  { name: 'child account', shape: shapeOf(childAccountInput), table: users },
  { name: 'own profile', shape: shapeOf(ownProfilePatch.shape.user), table: users },
  { name: 'registration', shape: shapeOf(registerBody.shape.user), table: users },
  { name: 'activity edit', shape: shapeOf(activityInput), table: activities },
  { name: 'activity create', shape: shapeOf(activityCreateInput), table: activities },
  { name: 'participant add', shape: shapeOf(participantAddInput), table: activityParticipants },
  { name: 'participant update', shape: shapeOf(participantUpdateInput), table: activityParticipants },
  { name: 'activity summary', shape: shapeOf(activitySummaryInput), table: activitySummaries },
  { name: 'promo code', shape: shapeOf(promoCodeInput), table: promoCodes },
  { name: 'page', shape: shapeOf(pageInput), table: pages },
  { name: 'sport', shape: shapeOf(sportInput), table: sports },
  { name: 'location', shape: shapeOf(locationInput), table: localizations },
  { name: 'location object', shape: shapeOf(locationObjectInput), table: locationObjects },
  { name: 'main page tile', shape: shapeOf(mainPageTileInput), table: mainPageTiles },
  { name: 'system event', shape: shapeOf(systemEventInput), table: systemEvents },
  { name: 'system event comment', shape: shapeOf(eventCommentInput), table: systemEventComments },
  { name: 'app setting', shape: shapeOf(appSettingInput), table: appSettings },
  { name: 'terminal login', shape: shapeOf(terminalLoginInput), table: terminalLogins },
  { name: 'user agreement', shape: shapeOf(userAgreementAttributes), table: userAgreements },
  { name: 'user sport level', shape: shapeOf(userSportLevelAttributes), table: userSportLevels },
  { name: 'competition group', shape: shapeOf(competitionGroupInput), table: competitionGroups },
  { name: 'competition team', shape: shapeOf(competitionTeamInput), table: competitionTeams },
  { name: 'benefit entry create', shape: shapeOf(benefitEntryInput), table: benefitEntries },
  { name: 'benefit entry update', shape: shapeOf(benefitEntryUpdateInput), table: benefitEntries },
];

type ColumnInfo = PgColumn & { columnType: string; length?: number };
const columnsByName = (table: PgTable) =>
  new Map(Object.values(getTableColumns(table)).map((c) => [c.name, c as unknown as ColumnInfo]));

/** Integer columns hold int4; bigint ones (mode number) are bounded by the API at int4 too. */
const INTEGER_COLUMNS = new Set(['PgInteger', 'PgSerial', 'PgBigInt53']);

function problemsOf(pair: (typeof PAIRS)[number]) {
  const columns = columnsByName(pair.table);
  const problems: string[] = [];
  let checked = 0;
  for (const [field, schema] of Object.entries(pair.shape)) {
    const column = columns.get(pair.rename?.[field] ?? field);
    if (!column) continue;
    const limits = limitsOf(schema);
    if (column.columnType === 'PgVarchar' || column.columnType === 'PgText') {
      if (!limits.strings.length) continue;
      checked++;
      const longest = Math.max(...limits.strings);
      if (!Number.isFinite(longest)) problems.push(`${field}: no maximum length (column ${column.columnType})`);
      else if (column.columnType === 'PgVarchar' && longest > (column.length ?? Infinity))
        problems.push(`${field}: max ${longest} > varchar(${column.length})`);
    } else if (INTEGER_COLUMNS.has(column.columnType) && limits.numbers.length) {
      checked++;
      for (const n of limits.numbers) {
        // A non-integer number written to an integer column is an amount in PLN stored as grosze.
        const scale = n.int ? 1 : 100;
        if (!(n.max * scale <= INT4_MAX)) problems.push(`${field}: max ${n.max} (×${scale}) beyond int4`);
        if (!(n.min * scale >= -INT4_MAX - 1)) problems.push(`${field}: min ${n.min} (×${scale}) beyond int4`);
      }
    }
  }
  return { problems, checked };
}

describe('schema limits match the columns', () => {
  it.each(PAIRS.map((p) => [p.name, p] as const))('%s', (_name, pair) => {
    const { problems, checked } = problemsOf(pair);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('notices a schema without a maximum and one longer than its column', async () => {
    const { z } = await import('zod');
    const loose = problemsOf({
      name: 'loose',
      shape: { first_name: z.string().optional(), city: z.string().max(500) },
      table: users,
    });
    expect(loose.problems).toEqual(['first_name: no maximum length (column PgVarchar)', 'city: max 500 > varchar(120)']);
    const money = problemsOf({
      name: 'money',
      shape: { price: z.number().min(0).max(1e9), max_players: z.number().int() },
      table: activities,
    });
    expect(money.problems).toEqual([
      'price: max 1000000000 (×100) beyond int4',
      'max_players: max Infinity (×1) beyond int4',
      'max_players: min -Infinity (×1) beyond int4',
    ]);
  });
});
