import { inArray } from 'drizzle-orm';
import {
  describeChangedField,
  OBJECT_TYPE_LABELS,
  type AuditableType,
  type FieldSpecs,
  type FieldValue,
  type ObjectType,
  plDate,
} from '@sportdesk/contract';
import {
  activities,
  activityTemplates,
  benefitEntries,
  competitionGroups,
  localizations,
  locationObjects,
  sports,
  transactions,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';

export type Refs = Map<AuditableType, Set<number>>;

const add = (refs: Refs, type: AuditableType, id: unknown) => {
  if (typeof id !== 'number' || !Number.isInteger(id)) return;
  if (!refs.has(type)) refs.set(type, new Set());
  refs.get(type)!.add(id);
};

/** The record ids a changed value names: a ref field (one id or a list), or refs inside a nested entry. */
function collectValue(refs: Refs, value: FieldValue | undefined, v: unknown) {
  if (!value || v === null || v === undefined) return;
  if (value.kind === 'ref') {
    for (const id of Array.isArray(v) ? v : [v]) add(refs, value.type, id);
  } else if (value.kind === 'object' && typeof v === 'object') {
    collectFields(refs, value.fields, v as Record<string, unknown>);
  }
}

function collectFields(refs: Refs, fields: FieldSpecs, values: Record<string, unknown>) {
  for (const [key, v] of Object.entries(values)) collectValue(refs, fields[key]?.value, v);
}

export interface AuditRowRefs {
  auditable_type: string;
  auditable_id: number;
  audited_changes: Record<string, unknown>;
}

/** Every `Type:id` a row names: the audited record and the ids in its changes. */
export function rowRefs(row: AuditRowRefs): Refs {
  const refs: Refs = new Map();
  add(refs, row.auditable_type as AuditableType, row.auditable_id);
  for (const [field, pair] of Object.entries(row.audited_changes)) {
    const { value } = describeChangedField(row.auditable_type, field);
    for (const v of Array.isArray(pair) && pair.length === 2 ? pair : [pair]) collectValue(refs, value, v);
  }
  return refs;
}

const fullName = (u: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || '';

/** Looks the names of the referenced records up: one query per record type. */
export async function recordLabels(db: Executor, refs: Refs): Promise<Record<string, string>> {
  const labels: Record<string, string> = {};
  const ids = (type: AuditableType) => [...(refs.get(type) ?? [])];
  const put = (type: AuditableType, id: number, label: string) => {
    if (label) labels[`${type}:${id}`] = label;
  };
  const jobs: Promise<void>[] = [];
  if (ids('User').length)
    jobs.push(
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids('User')))
        .then((rows) => rows.forEach((u) => put('User', u.id, fullName(u)))),
    );
  if (ids('Sport').length)
    jobs.push(
      db
        .select({ id: sports.id, name: sports.name })
        .from(sports)
        .where(inArray(sports.id, ids('Sport')))
        .then((rows) => rows.forEach((s) => put('Sport', s.id, s.name))),
    );
  if (ids('ActivityTemplate').length)
    jobs.push(
      db
        .select({ id: activityTemplates.id, name: activityTemplates.name })
        .from(activityTemplates)
        .where(inArray(activityTemplates.id, ids('ActivityTemplate')))
        .then((rows) => rows.forEach((t) => put('ActivityTemplate', t.id, t.name ?? `Szablon #${t.id}`))),
    );
  if (ids('CompetitionGroup').length)
    jobs.push(
      db
        .select({ id: competitionGroups.id, name: competitionGroups.name })
        .from(competitionGroups)
        .where(inArray(competitionGroups.id, ids('CompetitionGroup')))
        .then((rows) => rows.forEach((g) => put('CompetitionGroup', g.id, g.name))),
    );
  if (ids('BenefitEntry').length)
    jobs.push(
      db
        .select({ id: benefitEntries.id, uuid: benefitEntries.uuid, datePlayed: benefitEntries.datePlayed })
        .from(benefitEntries)
        .where(inArray(benefitEntries.id, ids('BenefitEntry')))
        .then((rows) => rows.forEach((b) => put('BenefitEntry', b.id, `${plDate(b.datePlayed)} · ${b.uuid}`))),
    );
  if (ids('Localization').length)
    jobs.push(
      db
        .select({ id: localizations.id, name: localizations.name })
        .from(localizations)
        .where(inArray(localizations.id, ids('Localization')))
        .then((rows) => rows.forEach((l) => put('Localization', l.id, l.name))),
    );
  if (ids('LocationObject').length)
    jobs.push(
      db
        .select({ id: locationObjects.id, objectType: locationObjects.objectType, description: locationObjects.description })
        .from(locationObjects)
        .where(inArray(locationObjects.id, ids('LocationObject')))
        .then((rows) =>
          rows.forEach((o) =>
            put('LocationObject', o.id, o.description || OBJECT_TYPE_LABELS[o.objectType as ObjectType] || o.objectType),
          ),
        ),
    );
  if (ids('Activity').length)
    jobs.push(
      db
        .select({ id: activities.id, name: activities.name, date: activities.date })
        .from(activities)
        .where(inArray(activities.id, ids('Activity')))
        .then((rows) => rows.forEach((a) => put('Activity', a.id, [a.name, plDate(a.date)].filter(Boolean).join(', ')))),
    );
  if (ids('Transaction').length)
    jobs.push(
      db
        .select({ id: transactions.id, identifier: transactions.identifier })
        .from(transactions)
        .where(inArray(transactions.id, ids('Transaction')))
        .then((rows) => rows.forEach((t) => put('Transaction', t.id, t.identifier))),
    );
  await Promise.all(jobs);
  return labels;
}
