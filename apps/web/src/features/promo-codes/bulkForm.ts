/** Every bulk field as the form holds it: '' means "leave as it is". */
export interface BulkForm {
  name: string;
  active_from: string | null;
  active_to: string | null;
  value: string;
  value_type: string;
  code_type: string;
  limit_of_usage: string;
  active: string;
  unlimited: string;
  unlimited_usage_by_user: string;
  only_for_new_players: string;
}
export const BULK_EMPTY: BulkForm = {
  name: '',
  active_from: null,
  active_to: null,
  value: '',
  value_type: '',
  code_type: '',
  limit_of_usage: '',
  active: '',
  unlimited: '',
  unlimited_usage_by_user: '',
  only_for_new_players: '',
};
const BOOLEAN_FIELDS = ['active', 'unlimited', 'unlimited_usage_by_user', 'only_for_new_players'] as const;

/** Only the filled fields (docs/spec/part-2.md §5); numbers as numbers, yes/no as booleans. */
export function filledFields(values: BulkForm) {
  const out: Record<string, unknown> = {};
  if (values.name.trim()) out.name = values.name.trim();
  if (values.active_from) out.active_from = values.active_from;
  if (values.active_to) out.active_to = values.active_to;
  if (values.value.trim()) out.value = values.value.trim();
  if (values.value_type) out.value_type = values.value_type;
  if (values.code_type) out.code_type = values.code_type;
  if (values.limit_of_usage.trim()) out.limit_of_usage = values.limit_of_usage.trim();
  for (const f of BOOLEAN_FIELDS) if (values[f]) out[f] = values[f] === 'true';
  return out;
}
