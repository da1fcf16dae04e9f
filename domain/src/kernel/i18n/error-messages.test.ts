import { describe, expect, it } from 'vitest';
import { errorCodes } from '../errors/error-codes';
import { shareholderFieldErrors } from '../../register/shareholders/shareholder-fields';
import { catalogue } from './catalogue';

describe('every code the server can answer has a message', () => {
  it.each([...errorCodes, ...shareholderFieldErrors])('%s', (code) => {
    expect(catalogue.nb[code], code).toBeDefined();
    expect(catalogue.sv[code], code).toBeDefined();
    expect(catalogue.en[code], code).toBeDefined();
  });
});
