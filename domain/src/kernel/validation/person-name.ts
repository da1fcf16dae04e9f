import { z } from 'zod';
import { invalid } from './issue';

const words = (value: string) => value.split(/\s+/).filter(Boolean);

/** Letters (any script, with their accents), and the hyphen, apostrophe and full stop names use. */
const nameWord = /^[\p{L}\p{M}]+(?:[-'’.][\p{L}\p{M}]*)*$/u;

export const hasTwoWords = (value: string): boolean => words(value).length >= 2;
export const isPersonNameFormat = (value: string): boolean => words(value).every((word) => nameWord.test(word));

/**
 * A person's full name: at least two words (`settings.error.illegalName`), and only the characters
 * names are written with (`invalidPersonNameFormat`, the seed's key for the other name forms).
 * Inner whitespace is collapsed.
 */
export const ZPersonNameSchema = z.string().transform((value, ctx) => {
  const name = words(value).join(' ');
  if (!hasTwoWords(name)) return invalid(ctx, 'settings.error.illegalName');
  if (!isPersonNameFormat(name)) return invalid(ctx, 'invalidPersonNameFormat');
  return name;
});
