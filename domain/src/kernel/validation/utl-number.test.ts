// Rule: seed (platform core) section 5 — UTL number: empty or exactly 9 characters, else invalidUtlNumber.
import { describe, expect, it } from 'vitest';
import { ZUtlNumberSchema } from './utl-number';

describe('ZUtlNumberSchema', () => {
  it.each(['', '   ', '123456789', 'UTL123456', ' 987654321 ', 'ÆØÅ123456'])('accepts %j', (value) => {
    expect(ZUtlNumberSchema.safeParse(value).success).toBe(true);
  });

  it.each(['1', '12345678', '1234567890', '1234 5678 9'])('refuses %j with invalidUtlNumber', (value) => {
    expect(ZUtlNumberSchema.safeParse(value).error?.issues[0]?.message).toBe('invalidUtlNumber');
  });
});
