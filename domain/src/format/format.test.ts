import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatMoney, formatNumber, formatPercent, formatQuantity, formatShares, isoWeek } from './format';

describe('locale formatting', () => {
  it('groups with a space and uses a decimal comma in nb and sv, comma and dot in en', () => {
    expect(formatNumber('1234567.891', 'nb')).toBe('1 234 567,891');
    expect(formatNumber('1234567.891', 'sv')).toBe('1 234 567,891');
    expect(formatNumber('1234567.891', 'en')).toBe('1,234,567.891');
    expect(formatNumber('-0.5', 'nb')).toBe('-0,5');
  });

  it('keeps every digit of large share counts', () => {
    expect(formatShares(9_007_199_254_740_993n, 'nb')).toBe('9 007 199 254 740 993');
  });

  it('shows money without decimals when whole, else with 2, and a fixed 2-decimal variant', () => {
    expect(formatMoney('1500', 'nb', 'NOK')).toBe('1 500 NOK');
    expect(formatMoney('1500.5', 'nb', 'NOK')).toBe('1 500,50 NOK');
    expect(formatMoney('1500', 'en', 'SEK', { fixed: true })).toBe('1,500.00 SEK');
    expect(formatMoney('0.005', 'en', 'NOK')).toBe('0.01 NOK');
  });

  it('shows percentages with 2 decimals and quantities with up to 6', () => {
    expect(formatPercent('0.123456', 'nb')).toBe('12,35 %');
    expect(formatPercent('1', 'en')).toBe('100.00 %');
    expect(formatQuantity('1.1234567', 'en')).toBe('1.123457');
    expect(formatQuantity('2', 'nb')).toBe('2');
  });

  it('writes dates as YYYY-MM-DD and counts ISO weeks from Monday', () => {
    expect(formatDate(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-22');
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'))).toBe(1);
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe(53);
    expect(isoWeek(new Date('2026-11-22T12:00:00Z'))).toBe(47);
  });

  it('shows file sizes on a 1024 base', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'nb')).toBe('1,5 KB');
    expect(formatFileSize(5120 * 5120, 'en')).toBe('25 MB');
  });
});
