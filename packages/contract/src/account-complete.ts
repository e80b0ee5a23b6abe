import { USER_FIELD_LABELS } from './field-labels';

/**
 * What booking needs of the buyer's profile besides a confirmed e-mail (docs/decisions.md "Money"): the basket
 * names exactly what is missing, by the fields' own Polish labels, and the reply's `fields` lists them.
 */
export const ACCOUNT_COMPLETE_FIELDS = ['first_name', 'last_name', 'phone'] as const;
export type AccountCompleteField = (typeof ACCOUNT_COMPLETE_FIELDS)[number];

export const accountFieldLabel = (field: AccountCompleteField) => USER_FIELD_LABELS[field]?.label ?? field;

/** The basket's blocker: 'Aby się zapisać, uzupełnij w profilu: Telefon'. */
export const accountIncompleteMessage = (fields: readonly AccountCompleteField[]) =>
  `Aby się zapisać, uzupełnij w profilu: ${fields.map(accountFieldLabel).join(', ')}`;

/** One missing field's message in `fields`: 'Uzupełnij pole „Telefon” w profilu'. */
export const accountFieldMissingMessage = (field: AccountCompleteField) =>
  `Uzupełnij pole „${accountFieldLabel(field)}” w profilu`;
