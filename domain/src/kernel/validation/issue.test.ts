// Every message key a rule answers is in the catalogue (the type sees to that); this checks that the
// interpolation params each rule sends appear in all three languages' texts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessages } from './validation.messages';
import { languages } from '../i18n/languages';
import { invalid } from './issue';
import { localDateSchema } from './local-date';
import { minStringLengthSchema } from './min-string-length';
import { timeSchema } from './time';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('validation messages', () => {
  it.each(Object.keys(validationMessages.en))('%s has the same placeholders in nb, sv and en', (key) => {
    const texts = languages.map((language) => (validationMessages[language] as Record<string, string>)[key] ?? '');
    for (const text of texts) expect(placeholders(text)).toEqual(placeholders(texts[0]!));
  });

  it.each([
    [localDateSchema({ minDate: '2026-01-01' }), '2025-12-31'],
    [localDateSchema({ maxDate: '2026-01-01' }), '2026-01-02'],
    [timeSchema({ minTime: '12:00' }), '11:00'],
    [timeSchema({ maxTime: '12:00' }), '13:00'],
    [minStringLengthSchema(3), 'ab'],
  ] as const)('a rule sends the params its message uses (%#)', (schema, value) => {
    const issue = schema.safeParse(value).error?.issues[0] as { message: string; params?: Record<string, unknown> };
    for (const language of languages) {
      const text = (validationMessages[language] as Record<string, string>)[issue.message]!;
      expect(Object.keys(issue.params ?? {}).sort()).toEqual(placeholders(text));
    }
  });
});

describe('invalid', () => {
  it('adds a custom issue with the key and params, and params only when given', () => {
    const schema = z.string().superRefine((value, ctx) => {
      if (value === 'a') invalid(ctx, 'required');
      if (value === 'b') invalid(ctx, 'minStringLength', { minLength: 2 });
    });
    expect(schema.safeParse('a').error?.issues[0]).toEqual(expect.objectContaining({ code: 'custom', message: 'required' }));
    expect(schema.safeParse('a').error?.issues[0]).not.toHaveProperty('params');
    expect(schema.safeParse('b').error?.issues[0]).toMatchObject({ message: 'minStringLength', params: { minLength: 2 } });
  });
});
