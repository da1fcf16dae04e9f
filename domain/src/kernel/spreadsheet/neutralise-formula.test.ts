import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula } from './neutralise-formula';

describe('neutraliseFormula', () => {
  it.each(['=HYPERLINK("http://x","y")', '+47 22 33 44 55', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('escapes %j', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it('keeps ordinary text as it is', () => {
    expect(neutraliseFormula('Kari Nordmann')).toBe('Kari Nordmann');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('restoreFormula', () => {
  it('reads an escaped value back as typed, and leaves other apostrophes', () => {
    expect(restoreFormula(neutraliseFormula('+47 22 33 44 55'))).toBe('+47 22 33 44 55');
    expect(restoreFormula("'Tis the season")).toBe("'Tis the season");
  });
});
