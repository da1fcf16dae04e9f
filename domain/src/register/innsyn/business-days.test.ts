import { describe, expect, it } from 'vitest';
import { businessDaysAfter, isBusinessDay, norwegianHolidays } from './business-days';

describe('business days in Norway', () => {
  it('knows the moving holidays of 2025 (Easter Sunday 20 April)', () => {
    expect([...norwegianHolidays(2025)].sort()).toEqual(['2025-01-01', '2025-04-17', '2025-04-18', '2025-04-20', '2025-04-21', '2025-05-01', '2025-05-17', '2025-05-29', '2025-06-08', '2025-06-09', '2025-12-25', '2025-12-26']);
    expect(isBusinessDay('2025-05-29')).toBe(false);
    expect(isBusinessDay('2025-05-28')).toBe(true);
  });

  it('counts three business days past weekends and holidays', () => {
    expect(businessDaysAfter('2026-11-24', 3)).toBe('2026-11-27'); // Tuesday to Friday
    expect(businessDaysAfter('2026-11-27', 3)).toBe('2026-12-02'); // Friday to Wednesday
    expect(businessDaysAfter('2025-04-16', 3)).toBe('2025-04-24'); // over Easter: Tue 22, Wed 23, Thu 24
    expect(businessDaysAfter('2025-12-23', 3)).toBe('2025-12-30'); // 24, 29, 30
  });
});
