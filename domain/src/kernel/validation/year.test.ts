// Rule: seed (platform core) section 5 — a year is four digits, else year-field.invalid-year.
import { describe, expect, it } from 'vitest';
import { ZYearSchema } from './year';

describe('ZYearSchema', () => {
  it.each(['2026', '1999', '2000', '1814', '0999', ' 2032 '])('accepts %j', (value) => {
    expect(ZYearSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', '26', '202', '20266', '2O26', '-2026', '2026.0', '२०२६'])('refuses %j with year-field.invalid-year', (value) => {
    expect(ZYearSchema.safeParse(value).error?.issues[0]?.message).toBe('year-field.invalid-year');
  });
});
