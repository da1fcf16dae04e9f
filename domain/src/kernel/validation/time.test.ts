// Rule: seed (platform core) section 5 — HH:MM, hours 0-23, minutes 0-59, else time-field.invalid-time;
// short input is expanded (9 becomes 09:00); timeTooEarly and timeTooLate carry a time param.
// Times are ISO 8601 extended local times (hh:mm).
import { describe, expect, it } from 'vitest';
import { defaultTime, expandTime, timeSchema, ZTimeSchema } from './time';

describe('expandTime', () => {
  it.each([
    ['9', '09:00'],
    ['09', '09:00'],
    ['0', '00:00'],
    ['17', '17:00'],
    ['23', '23:00'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['1745', '17:45'],
    ['000', '00:00'],
    ['9:30', '09:30'],
    ['09:30', '09:30'],
    ['9.30', '09:30'],
    ['23:59', '23:59'],
    ['00:00', '00:00'],
    [' 12:00 ', '12:00'],
  ])('reads %j as %s', (input, expected) => {
    expect(expandTime(input)).toBe(expected);
  });

  it.each(['', '24', '24:00', '2400', '12:60', '1260', '960', '9:5', '9:300', '12345', '-1', 'noon', '12:00:00', '12 00', '１２'])(
    'refuses %j',
    (input) => {
      expect(expandTime(input)).toBeNull();
    },
  );
});

describe('timeSchema', () => {
  it('outputs HH:MM', () => {
    expect(ZTimeSchema.parse('745')).toBe('07:45');
    expect(ZTimeSchema.safeParse('25:00').error?.issues[0]?.message).toBe('time-field.invalid-time');
  });

  it('names the bound that was passed', () => {
    const afternoon = timeSchema({ minTime: defaultTime, maxTime: '18:00' });
    expect(afternoon.parse('12')).toBe('12:00');
    expect(afternoon.parse('1800')).toBe('18:00');
    expect(afternoon.safeParse('9').error?.issues[0]).toMatchObject({ message: 'timeTooEarly', params: { time: '12:00' } });
    expect(afternoon.safeParse('18:01').error?.issues[0]).toMatchObject({ message: 'timeTooLate', params: { time: '18:00' } });
  });
});
