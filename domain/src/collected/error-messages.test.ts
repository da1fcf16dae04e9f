import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes';
import { catalogue } from './message-catalogue';

// The shareholder field errors (per-field answers, not error codes) are checked beside them, in register/shareholders.
describe('every code the server can answer has a message', () => {
  it.each([...errorCodes])('%s', (code) => {
    expect(catalogue.nb[code], code).toBeDefined();
    expect(catalogue.sv[code], code).toBeDefined();
    expect(catalogue.en[code], code).toBeDefined();
  });
});
