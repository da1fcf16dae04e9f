import { describe, expect, it } from 'vitest';
import { ZAllocationSaveSchema } from './allocation.schemas';

const save = (allocatedShares: unknown) => ZAllocationSaveSchema.safeParse({ allocationRounds: [{ id: 'r1', allocations: [{ id: 'a1', allocatedShares }] }] });

describe('saving allocation (seed 001 section 5)', () => {
  it('takes whole counts, as digits or numbers', () => {
    expect(save('12').data?.allocationRounds[0]?.allocations[0]?.allocatedShares).toBe(12n);
    expect(save(0).success).toBe(true);
  });
  it.each([
    [1.5, 'number-field.not-a-number'],
    ['1.5', 'number-field.not-a-number'],
    [-1, 'number-field.not-positive-or-zero'],
  ])('refuses %s with %s', (value, key) => expect(save(value).error?.issues[0]?.message).toBe(key));
});
