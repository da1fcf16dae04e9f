import { describe, expect, it } from 'vitest';
import { catalogue, messageAreas } from './message-catalogue';
import { languages } from '../kernel/i18n/languages';

describe('message catalogue', () => {
  it.each(Object.entries(messageAreas))('area %s has the same keys in nb, sv and en', (_area, messages) => {
    const nbKeys = Object.keys(messages.nb).sort();
    for (const language of languages) expect(Object.keys(messages[language]).sort()).toEqual(nbKeys);
  });

  it('no key is defined by two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, messages] of Object.entries(messageAreas)) {
      for (const key of Object.keys(messages.nb)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('no message is empty', () => {
    for (const language of languages)
      for (const [key, text] of Object.entries(catalogue[language])) expect(text.trim(), `${language}:${key}`).not.toBe('');
  });
});
