import { describe, expect, it } from 'vitest';
import { assertNotCircular, type GivenPowerOfAttorney } from './circular-powers';

const to = (shareholderId: string) => ({ role: 'shareholder', shareholderId }) as const;
const given = (giverShareholderId: string, recipientShareholderId: string): GivenPowerOfAttorney => ({ giverShareholderId, recipient: to(recipientShareholderId) });

describe('assertNotCircular', () => {
  it('refuses a power back to the one who gave it to the giver', () => {
    expect(() => assertNotCircular({ giverShareholderId: 'b', recipient: to('a'), powers: [given('a', 'b')] })).toThrow('powersOfAttorney.circular');
  });

  it('refuses a longer circle', () => {
    expect(() => assertNotCircular({ giverShareholderId: 'c', recipient: to('a'), powers: [given('a', 'b'), given('b', 'c')] })).toThrow('powersOfAttorney.circular');
  });

  it('accepts chains that end, and chains ending in an office or another person', () => {
    expect(() => assertNotCircular({ giverShareholderId: 'a', recipient: to('b'), powers: [given('b', 'c')] })).not.toThrow();
    expect(() =>
      assertNotCircular({ giverShareholderId: 'a', recipient: to('b'), powers: [{ giverShareholderId: 'b', recipient: { role: 'chairperson' } }] }),
    ).not.toThrow();
    expect(() => assertNotCircular({ giverShareholderId: 'a', recipient: { role: 'other', name: 'Eva', email: 'eva@x.no' }, powers: [given('b', 'a')] })).not.toThrow();
  });

  it("leaves out the giver's own power being replaced, and stops at a circle it is not part of", () => {
    expect(() => assertNotCircular({ giverShareholderId: 'a', recipient: to('c'), powers: [given('a', 'b')] })).not.toThrow();
    expect(() => assertNotCircular({ giverShareholderId: 'a', recipient: to('b'), powers: [given('b', 'c'), given('c', 'b')] })).not.toThrow();
  });
});
