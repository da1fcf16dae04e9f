import { describe, expect, it } from 'vitest';
import { translate } from '../../collected/translate';
import { holderLabel } from './holder-label';
import { holderDistinction } from './shareholder-display';

const person = { isCompany: false, companyNumber: null, birthDate: '1975-04-12', nationalId: null, nationality: 'NO' };
const company = { isCompany: true, companyNumber: '912345678', birthDate: null, nationalId: null, nationality: 'NO' };

describe('holderLabel', () => {
  it('tells namesakes apart by birth year for persons and organisation number for companies, in each language', () => {
    expect(holderLabel((key, params) => translate('nb', key, params), 'Ola Berg', holderDistinction(person))).toBe('Ola Berg (f. 1975)');
    expect(holderLabel((key, params) => translate('sv', key, params), 'Ola Berg', holderDistinction(person))).toBe('Ola Berg (f. 1975)');
    expect(holderLabel((key, params) => translate('en', key, params), 'Ola Berg', holderDistinction(person))).toBe('Ola Berg (b. 1975)');
    expect(holderLabel((key, params) => translate('nb', key, params), 'Berg Holding AS', holderDistinction(company))).toBe('Berg Holding AS (org.nr. 912345678)');
  });

  it('leaves the name alone when nothing is known', () => {
    expect(holderLabel((key) => key, 'Ola Berg', holderDistinction({ ...person, birthDate: null }))).toBe('Ola Berg');
  });
});
