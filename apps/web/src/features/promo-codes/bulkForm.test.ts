import { describe, expect, it } from 'vitest';
import { BULK_EMPTY, filledFields } from './bulkForm';

describe('filledFields', () => {
  it('sends nothing for an untouched form', () => {
    expect(filledFields(BULK_EMPTY)).toEqual({});
  });

  it('sends only the filled fields, yes/no as booleans', () => {
    expect(
      filledFields({ ...BULK_EMPTY, value: ' 12,5 ', active: 'false', unlimited: 'true', active_to: '2030-01-31', name: '  ' }),
    ).toEqual({ value: '12,5', active: false, unlimited: true, active_to: '2030-01-31' });
  });
});
