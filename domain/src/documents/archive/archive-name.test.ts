import { describe, expect, it } from 'vitest';
import { archiveNameIssue, archiveNameKey } from './archive-name';

describe('archiveNameIssue (seed 002 section 5)', () => {
  it.each(['Styremøte 2026', 'Årsregnskap (endelig), v2.pdf', 'Ærlig_øl-å.docx', 'Café Ñandú'])('accepts %s', (name) => {
    expect(archiveNameIssue(name)).toBeUndefined();
  });

  it.each([
    ['path traversal', '../../etc/passwd'],
    ['a backslash', '..\\windows\\system32'],
    ['a slash', 'a/b.pdf'],
    ['dots alone', '..'],
    ['a NUL', 'rapport\u0000.pdf'],
    ['a line break', 'rapport\n.pdf'],
    ['a bidi override', 'faktura\u202Efdp.exe'],
    ['a quote', 'sa "hei".pdf'],
  ])('refuses %s', (_, name) => {
    expect(archiveNameIssue(name)).toBe('archive.validation.invalid-characters');
  });

  it('requires a name and bounds its length', () => {
    expect(archiveNameIssue('   ')).toBe('required');
    expect(archiveNameIssue('a'.repeat(256))).toBe('maxStringLength');
  });

  it('compares siblings trimmed and case-insensitively', () => {
    expect(archiveNameKey(' Styret ')).toBe(archiveNameKey('STYRET'));
    expect(archiveNameKey('Årsmøte')).toBe(archiveNameKey('årsmøte'));
  });
});
