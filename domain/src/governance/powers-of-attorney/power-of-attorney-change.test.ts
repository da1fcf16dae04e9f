import { describe, expect, it } from 'vitest';
import { assertMayRevoke, mayGivePowerOfAttorney, powerOfAttorneyChange, type PowerOfAttorneyState } from './power-of-attorney-change';

const open: PowerOfAttorneyState = { given: null, isPresent: false, attendanceFinished: false, meetingFinished: false };
const toBjorn = { role: 'shareholder', shareholderId: 'bjorn' } as const;

describe('mayGivePowerOfAttorney', () => {
  it('offers the give tab only when none is given, the shareholder is absent, attendance is not finished and the meeting runs', () => {
    expect(mayGivePowerOfAttorney(open)).toBe(true);
    expect(mayGivePowerOfAttorney({ ...open, given: toBjorn })).toBe(false);
    expect(mayGivePowerOfAttorney({ ...open, isPresent: true })).toBe(false);
    expect(mayGivePowerOfAttorney({ ...open, attendanceFinished: true })).toBe(false);
    expect(mayGivePowerOfAttorney({ ...open, meetingFinished: true })).toBe(false);
  });
});

describe('powerOfAttorneyChange', () => {
  it('gives the first power and replaces it with a power to someone else', () => {
    expect(powerOfAttorneyChange(open, toBjorn)).toBe('give');
    expect(powerOfAttorneyChange({ ...open, given: toBjorn }, { role: 'chairperson' })).toBe('replace');
  });

  it('refuses the same power twice', () => {
    expect(() => powerOfAttorneyChange({ ...open, given: toBjorn }, { role: 'shareholder', shareholderId: 'bjorn' })).toThrow('powersOfAttorney.alreadyGiven');
  });

  it('refuses once the giver is present, attendance is finished or the meeting is finished', () => {
    expect(() => powerOfAttorneyChange({ ...open, given: toBjorn, isPresent: true }, { role: 'ceo' })).toThrow('powersOfAttorney.giverPresent');
    expect(() => powerOfAttorneyChange({ ...open, attendanceFinished: true }, toBjorn)).toThrow('powersOfAttorney.attendanceFinished');
    expect(() => powerOfAttorneyChange({ ...open, meetingFinished: true }, toBjorn)).toThrow('powersOfAttorney.meetingFinished');
  });
});

describe('assertMayRevoke', () => {
  it('revokes a power in force while the giver is absent and the meeting runs', () => {
    expect(() => assertMayRevoke({ ...open, given: toBjorn })).not.toThrow();
    expect(() => assertMayRevoke(open)).toThrow('powersOfAttorney.noneGiven');
    expect(() => assertMayRevoke({ ...open, given: toBjorn, isPresent: true })).toThrow('powersOfAttorney.giverPresent');
  });
});
