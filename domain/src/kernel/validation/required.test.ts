// Rule: seed (platform core) section 5, "Required: message key required".
import { describe, expect, it } from 'vitest';
import { ZRequiredSchema } from './required';
import { ZYearSchema } from './year';

describe('ZRequiredSchema', () => {
  it.each(['a', 'Kari', ' 0 ', 'false'])('accepts %j', (value) => {
    expect(ZRequiredSchema.safeParse(value).success).toBe(true);
  });

  it('trims what it accepts', () => {
    expect(ZRequiredSchema.parse('  Kari Nordmann ')).toBe('Kari Nordmann');
  });

  it.each(['', ' ', '\t\n', '\u00a0'])('refuses %j with "required"', (value) => {
    expect(ZRequiredSchema.safeParse(value).error?.issues[0]?.message).toBe('required');
  });

  it('runs before another rule when piped', () => {
    const requiredYear = ZRequiredSchema.pipe(ZYearSchema);
    expect(requiredYear.safeParse('').error?.issues[0]?.message).toBe('required');
    expect(requiredYear.safeParse('26').error?.issues[0]?.message).toBe('year-field.invalid-year');
    expect(requiredYear.parse(' 2026 ')).toBe('2026');
  });
});
