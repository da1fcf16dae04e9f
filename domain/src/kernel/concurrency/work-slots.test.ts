import { describe, expect, it } from 'vitest';
import { WorkSlots } from './work-slots';

describe('WorkSlots', () => {
  it('refuses a second slot for one key and a third in the process, and frees them on release (once)', () => {
    const slots = new WorkSlots({ perProcess: 2, perKey: 1 });
    const a = slots.take('company-a');
    expect('release' in a).toBe(true);
    expect(slots.take('company-a')).toEqual({ busy: 'key' });
    const b = slots.take('company-b');
    expect(slots.take('company-c')).toEqual({ busy: 'process' });
    if ('release' in a) {
      a.release();
      a.release();
    }
    expect(slots.inUse).toBe(1);
    expect('release' in slots.take('company-c')).toBe(true);
    if ('release' in b) b.release();
    expect(slots.inUse).toBe(1);
  });
});
