import { z } from 'zod';
import { archiveNameMaxLength } from './archive-constants';

/** Letters (accented ones too), digits, space, parentheses, comma, dot, underscore and hyphen (seed 002 section 5). */
const allowed = /^[\p{L}\p{M}\p{Nd} (),._-]+$/u;

export type ArchiveNameIssue = 'required' | 'archive.validation.invalid-characters' | 'maxStringLength';

/**
 * What is wrong with a folder or file name, if anything (trimmed first): blank is `required`; a character outside the
 * seed's set (a slash or backslash, a control character, a quote…) or a name of dots alone (`.`, `..`) is
 * `archive.validation.invalid-characters`; past 255 characters `maxStringLength`. Uniqueness among siblings is the
 * server's check (`archive.validation.not-unique-name`).
 */
export const archiveNameIssue = (name: string): ArchiveNameIssue | undefined => {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (!allowed.test(trimmed) || /^\.+$/.test(trimmed)) return 'archive.validation.invalid-characters';
  if ([...trimmed].length > archiveNameMaxLength) return 'maxStringLength';
  return undefined;
};

/** Siblings are told apart by their trimmed, case-folded names: "Styret" and " styret " are one name. */
export const archiveNameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('nb');

/** A name as the forms send it, refused with the rule's key. */
export const ZArchiveNameSchema = z
  .string()
  .max(4 * archiveNameMaxLength)
  .trim()
  .superRefine((name, ctx) => {
    const issue = archiveNameIssue(name);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, ...(issue === 'maxStringLength' ? { params: { maxLength: archiveNameMaxLength } } : {}) });
  });
