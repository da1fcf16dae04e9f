import { describe, expect, it } from 'vitest';
import { withHttpsPrefix } from './meeting-link';

describe('withHttpsPrefix', () => {
  it('prefixes a link without http with https://', () => {
    expect(withHttpsPrefix('meet.example.com/abc')).toBe('https://meet.example.com/abc');
    expect(withHttpsPrefix('  teams.microsoft.com/l/x ')).toBe('https://teams.microsoft.com/l/x');
  });

  it('keeps a link that starts with http or https, and blank as blank', () => {
    expect(withHttpsPrefix('http://intranet.local/room')).toBe('http://intranet.local/room');
    expect(withHttpsPrefix('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(withHttpsPrefix('   ')).toBe('');
  });
});
