import { describe, expect, it } from 'vitest';
import { quotedText, stripUnsafeCharacters } from './safe-text';

describe('safe text', () => {
  it('drops control and bidi characters, keeping newlines and letters', () => {
    expect(stripUnsafeCharacters('kontrakt\u202Efdp.exe\u0000\u200F æøå\r\nny')).toBe('kontraktfdp.exe æøå\nny');
  });
  it('quotes every line', () => {
    expect(quotedText('Hei\n\nLogg inn her')).toBe('> Hei\n>\n> Logg inn her');
  });
});
