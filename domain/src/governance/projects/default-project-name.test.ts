import { describe, expect, it } from 'vitest';
import { defaultProjectName } from './default-project-name';

describe('defaultProjectName', () => {
  it('is the date, then the decision titles joined by a comma', () => {
    expect(defaultProjectName('2026-03-14', ['Godkjenning av årsregnskap', 'Utbytte'])).toBe('2026-03-14 Godkjenning av årsregnskap, Utbytte');
  });

  it('is the date alone without decisions, and skips blank titles', () => {
    expect(defaultProjectName('2026-03-14', [])).toBe('2026-03-14');
    expect(defaultProjectName('2026-03-14', ['  ', 'Utbytte '])).toBe('2026-03-14 Utbytte');
  });

  it('is cut at 150 characters', () => {
    const name = defaultProjectName('2026-03-14', Array.from({ length: 20 }, (_, i) => `Vedtak nummer ${i + 1}`));
    expect([...name]).toHaveLength(150);
    expect(name.startsWith('2026-03-14 Vedtak nummer 1, Vedtak nummer 2')).toBe(true);
  });

  it('leaves no separator at the cut and never splits a character', () => {
    // "2026-03-14 " is 11 characters; a 138-character title reaches 149, and the cut falls after the comma.
    expect(defaultProjectName('2026-03-14', ['x'.repeat(138), 'next'])).toBe(`2026-03-14 ${'x'.repeat(138)}`);
    // A 137-character title reaches 148, and the cut falls after ", ".
    expect(defaultProjectName('2026-03-14', ['x'.repeat(137), 'b'])).toBe(`2026-03-14 ${'x'.repeat(137)}`);
    const emoji = defaultProjectName('2026-03-14', ['😀'.repeat(200)]);
    expect([...emoji]).toHaveLength(150);
    expect(emoji.endsWith('😀')).toBe(true);
  });
});
