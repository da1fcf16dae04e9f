import { describe, expect, it } from 'vitest';
import { translate } from '../../collected/translate';
import { autoTextVariableName, takesPerDate } from './auto-text-variables';

describe('an auto-text variable by name', () => {
  it("reads the variable's name in the reader's language, with its date when it has one", () => {
    expect(autoTextVariableName({ type: 'SHARE_CAPITAL' }, (key, params) => translate('nb', key, params))).toBe('Aksjekapital');
    expect(autoTextVariableName({ type: 'SHARE_CAPITAL', perDate: '2025-01-01' }, (key, params) => translate('nb', key, params))).toBe('Aksjekapital per 2025-01-01');
    expect(autoTextVariableName({ type: 'TOTAL_SHARES', perDate: '2025-01-01' }, (key, params) => translate('en', key, params))).toBe('Total shares as of 2025-01-01');
  });

  it('asks for a date only for the figures that change with the register', () => {
    expect(takesPerDate('SHARE_CAPITAL')).toBe(true);
    expect(takesPerDate('COMPANY_NAME')).toBe(false);
  });
});
