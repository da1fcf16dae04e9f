import { describe, expect, it } from 'vitest';
import { catalogue } from '../../collected/message-catalogue';
import { shareholderFieldErrors } from './shareholder-fields';

describe('every code the server can answer has a message', () => {
  it.each([...shareholderFieldErrors])('%s', (code) => {
    expect(catalogue.nb[code], code).toBeDefined();
    expect(catalogue.sv[code], code).toBeDefined();
    expect(catalogue.en[code], code).toBeDefined();
  });
});
