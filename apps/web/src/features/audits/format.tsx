import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { formatPln, msg, ROLE_LABELS, toPln, type AuditableType, type FieldValue, type RoleName } from '@sportdesk/contract';
import { activityUrl } from '../activities/public';
import { templateUrl } from '../../lib/urls/activityTemplates';
import { benefitEntryUrl } from '../benefit-entries/public';
import { groupUrl } from '../competition-groups/public';
import { locationUrl } from '../locations/public';
import { sportUrl } from '../sports/public';
import { transactionUrl } from '../transactions/public';
import { userUrl } from '../users/public';

/** Where a record of each type lives in the app (an object has no screen of its own). */
export const RECORD_URLS: Partial<Record<AuditableType, (id: number) => string>> = {
  User: (id) => userUrl(id),
  Activity: (id) => activityUrl(id),
  Transaction: (id) => transactionUrl(id),
  Sport: (id) => sportUrl(id),
  Localization: (id) => locationUrl(id),
  CompetitionGroup: (id) => groupUrl(id),
  ActivityTemplate: (id) => templateUrl(id),
  BenefitEntry: (id) => benefitEntryUrl(id),
};

// Built on first use, not at import: this module loads with the lists, and a page's first `Intl` call loads ICU's
// data (docs/decisions.md, "No `Intl` on the activity list's first load").
let warsaw: Intl.DateTimeFormat | undefined;

/** An ISO timestamp as Warsaw wall-clock time: '25.11.2026, 13:45'. */
export const formatWarsawDateTime = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  warsaw ??= new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return warsaw.format(date);
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatDay = (value: string) => {
  const m = isoDate.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : value.includes('T') ? formatWarsawDateTime(value) : value;
};

/** A link to a named record, read by its name when the API knew it ('Jan Kowalski'), else by its id. */
export function RecordLink({ type, id, labels }: { type: AuditableType; id: number; labels: Record<string, string> }) {
  const name = labels[`${type}:${id}`] ?? `#${id}`;
  const url = RECORD_URLS[type];
  return url ? (
    <MuiLink component={Link} to={url(id)}>
      {name}
    </MuiLink>
  ) : (
    <>{name}</>
  );
}

const EMPTY = '—';
const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

const joinNodes = (nodes: ReactNode[]) =>
  nodes.map((node, i) => (
    <span key={i}>
      {i > 0 && ', '}
      {node}
    </span>
  ));

/** Plain text of a value without a known kind: booleans as Tak/Nie, lists joined, objects as 'key: value'. */
const plain = (v: unknown): string => {
  if (isEmpty(v)) return EMPTY;
  if (typeof v === 'boolean') return v ? msg.yes : msg.no;
  if (Array.isArray(v)) return v.map(plain).join(', ');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${plain(x)}`)
      .join(', ');
  return String(v);
};

/** A stored value as people read it: zł, Warsaw time, Polish labels, Tak/Nie, links to the records named. */
export function formatValue(value: FieldValue | undefined, v: unknown, labels: Record<string, string>): ReactNode {
  if (isEmpty(v)) return EMPTY;
  if (typeof v === 'boolean') return v ? msg.yes : msg.no;
  switch (value?.kind) {
    case 'grosze':
      return typeof v === 'number' ? formatPln(toPln(v)) : plain(v);
    case 'pln':
      return typeof v === 'number' ? formatPln(v) : plain(v);
    case 'datetime':
      return typeof v === 'string' ? formatWarsawDateTime(v) : plain(v);
    case 'date':
      return typeof v === 'string' ? formatDay(v) : plain(v);
    case 'enum':
      return Array.isArray(v)
        ? v.map((x) => value.labels[String(x)] ?? String(x)).join(', ')
        : (value.labels[String(v)] ?? String(v));
    case 'roles':
      return (Array.isArray(v) ? v : [v]).map((name) => ROLE_LABELS[name as RoleName] ?? String(name)).join(', ');
    case 'ref': {
      const ids = (Array.isArray(v) ? v : [v]).filter((id): id is number => typeof id === 'number');
      if (!ids.length) return plain(v);
      return joinNodes(ids.map((id) => <RecordLink key={id} type={value.type} id={id} labels={labels} />));
    }
    case 'object': {
      if (typeof v !== 'object' || Array.isArray(v)) return plain(v);
      const parts = Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => !isEmpty(x))
        .map(([k, x]) => {
          const spec = value.fields[k];
          return (
            <>
              {spec?.label ?? k}: {formatValue(spec?.value, x, labels)}
            </>
          );
        });
      return joinNodes(parts);
    }
    default:
      return plain(v);
  }
}
