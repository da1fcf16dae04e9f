import { describe, expect, it } from 'vitest';
import { interfaceLanguagesFor } from './languages';

// Seed 000 section 1: Norwegian (default), English and Swedish, Swedish hidden on the main production host.
describe('interface languages by host', () => {
  it('hides Swedish on the main production host, whatever the case or port', () => {
    expect(interfaceLanguagesFor('app.andel.no', 'app.andel.no')).toEqual(['nb', 'en']);
    expect(interfaceLanguagesFor('APP.andel.no:443', 'app.andel.no')).toEqual(['nb', 'en']);
  });

  it('offers all three elsewhere, and everywhere when no main host is configured', () => {
    expect(interfaceLanguagesFor('test.andel.no', 'app.andel.no')).toEqual(['nb', 'sv', 'en']);
    expect(interfaceLanguagesFor('localhost:3000', undefined)).toEqual(['nb', 'sv', 'en']);
    expect(interfaceLanguagesFor(undefined, 'app.andel.no')).toEqual(['nb', 'sv', 'en']);
  });
});
