import { z } from 'zod';
import { invalid } from './issue';

/** C0 and C1 control characters (NUL included) and DEL, except tab, line feed and carriage return. */
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const lineBreaksAndTabs = /[\t\n\r]/;

/** True when the string holds a lone (unpaired) UTF-16 surrogate, which UTF-8 and PostgreSQL cannot store. */
export const hasLoneSurrogate = (value: string): boolean => !value.isWellFormed();

/** True when the text holds no control character (tab and line breaks allowed unless `singleLine`) and no lone surrogate. */
export const isCleanText = (value: string, { singleLine = false }: { singleLine?: boolean } = {}): boolean =>
  !controlCharacters.test(value) && !(singleLine && lineBreaksAndTabs.test(value)) && !hasLoneSurrogate(value);

export type TextOptions = {
  /** Blank (whitespace alone) is refused as `required`. */
  required?: boolean;
  /** No tab or line break either (names, labels). */
  singleLine?: boolean;
};

/**
 * A text that fits its column: trimmed, at most `maxLength` characters, counted as PostgreSQL counts them (code
 * points, not UTF-16 units; `maxStringLength` carries `maxLength`), and only characters that can be stored and
 * shown: no NUL or other control character, no lone surrogate (`invalidCharacters`). With `required`, blank is
 * refused as `required`. Every free-text field of every schema is one of these, so a hostile value is a 400 with a
 * key instead of a database error.
 */
export const textSchema = (maxLength: number, { required = false, singleLine = false }: TextOptions = {}) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!isCleanText(value, { singleLine })) invalid(ctx, 'invalidCharacters');
      else if (required && value === '') invalid(ctx, 'required');
      else if ([...value].length > maxLength) invalid(ctx, 'maxStringLength', { maxLength });
    });

/** A name or a label: one line, not blank, `maxLength` characters (200 unless the column says otherwise). */
export const nameSchema = (maxLength = 200) => textSchema(maxLength, { required: true, singleLine: true });
