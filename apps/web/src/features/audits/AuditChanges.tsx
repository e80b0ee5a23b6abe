import { Box, Typography } from '@mui/material';
import { ROLE_LABELS, type RoleName } from '@sportdesk/contract';

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([k, v]) => `${k}: ${show(v)}`).join(', ') : '—';
  }
  return String(value);
};

/** Role names read as their labels ('Koordynator' rather than user_role_coordinator). */
const showField = (field: string, value: unknown) =>
  field === 'roles' && Array.isArray(value) ? show(value.map((name) => ROLE_LABELS[name as RoleName] ?? name)) : show(value);

/**
 * Changed fields as 'field: old → new' ('—' for no value); a created record or a newly added
 * nested entry shows only its values.
 */
export function AuditChanges({ changes, action }: { changes: Record<string, unknown>; action: string }) {
  const entries = Object.entries(changes);
  if (!entries.length) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', maxHeight: 220, overflowY: 'auto', minWidth: 260 }}>
      {entries.map(([field, pair]) => {
        const [before, after] = Array.isArray(pair) && pair.length === 2 ? pair : [null, pair];
        const text =
          action === 'create' || before === null
            ? showField(field, after)
            : `${showField(field, before)} → ${showField(field, after)}`;
        return (
          <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {field}
            </Box>
            : {text}
          </Typography>
        );
      })}
    </Box>
  );
}
