import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { describeChangedField, HIDDEN_CHANGED_FIELDS, type AuditEntry } from '@sportdesk/contract';
import { formatValue } from './format';

/** How many changed fields a row shows before 'Pokaż wszystkie'. */
const SHOWN = 6;

const hasValue = (v: unknown) => !(v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0));

/**
 * Changed fields as 'Polish label: old → new' ('—' for no value); a created record or a newly added
 * nested entry shows only its filled values. Long changes show the first few and a 'Pokaż wszystkie' button
 * (no scrolling box inside the table).
 */
export function AuditChanges({
  entry,
}: {
  entry: Pick<AuditEntry, 'audited_changes' | 'action' | 'auditable_type' | 'record_labels'>;
}) {
  const [all, setAll] = useState(false);
  const labels = entry.record_labels ?? {};
  const items = Object.entries(entry.audited_changes)
    .map(([field, pair]) => {
      const [before, after] = Array.isArray(pair) && pair.length === 2 ? pair : [null, pair];
      return { field, before, after, ...describeChangedField(entry.auditable_type, field) };
    })
    .filter((item) => !HIDDEN_CHANGED_FIELDS.has(item.field) && (entry.action !== 'create' || hasValue(item.after)))
    .sort((a, b) => a.order - b.order);
  if (!items.length) return <>—</>;
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <Box sx={{ minWidth: 240 }}>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {shown.map((item) => (
          <Typography component="li" variant="body2" key={item.field} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {item.label}
            </Box>
            :{' '}
            {entry.action === 'create' || item.before === null ? (
              formatValue(item.value, item.after, labels)
            ) : (
              <>
                {formatValue(item.value, item.before, labels)} → {formatValue(item.value, item.after, labels)}
              </>
            )}
          </Typography>
        ))}
      </Box>
      {items.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ px: 0.5, minWidth: 0 }}>
          {all ? 'Pokaż mniej' : `Pokaż wszystkie (${items.length})`}
        </Button>
      )}
    </Box>
  );
}
