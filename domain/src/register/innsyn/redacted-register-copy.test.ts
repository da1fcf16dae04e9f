import { describe, expect, it } from 'vitest';
import { redactedRegisterCopy } from './redacted-register-copy';

describe('redactedRegisterCopy', () => {
  it('lists holders alphabetically with the register’s public facts only', () => {
    const copy = redactedRegisterCopy([
      { name: 'Øystein Vik', birthDateOrOrganisationNumber: '1970-01-02', address: 'Storgata 1, 0150 OSLO', shareClass: 'A', shares: '10', shareNumbers: '1-10' },
      { name: 'Anne Berg', birthDateOrOrganisationNumber: '1980-03-04', address: '', shareClass: 'A', shares: '5', shareNumbers: '11-15' },
    ]);
    expect(copy).toBe('Anne Berg; 1980-03-04; ; A; 5; 11-15\nØystein Vik; 1970-01-02; Storgata 1, 0150 OSLO; A; 10; 1-10');
  });
});
