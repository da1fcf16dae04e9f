import { describe, expect, it } from 'vitest';
import { textSchema } from './text';

describe('textSchema', () => {
  it('trims, and refuses blank only when required', () => {
    expect(textSchema(5).parse('  ab ')).toBe('ab');
    expect(textSchema(5).parse('   ')).toBe('');
    expect(textSchema(5, { required: true }).safeParse('   ').error?.issues[0]?.message).toBe('required');
  });

  it('refuses more than the maximum, counting characters rather than UTF-16 units', () => {
    expect(textSchema(3).parse('😀😀😀')).toBe('😀😀😀');
    const issue = textSchema(3).safeParse('abcd').error?.issues[0];
    expect(issue).toMatchObject({ message: 'maxStringLength', params: { maxLength: 3 } });
  });
});
