import { describe, expect, it } from 'vitest';
import { moduleOf, modulesFor, permissionsWithin } from './modules';

describe('custom-role modules', () => {
  it('places every feature in its module', () => {
    expect(moduleOf('dashboard')).toBe('OVERVIEW');
    expect(moduleOf('transactions')).toBe('SHAREHOLDER_REGISTER');
    expect(moduleOf('freetext')).toBe('DBOT');
    expect(moduleOf('adminArchive')).toBe('ARCHIVE');
    expect(moduleOf('boardMessages')).toBe('MESSAGING');
  });

  it('derives the modules a set of levels opens', () => {
    expect(modulesFor({ shareholders: 'VIEW', freetext: 'NONE', companyEvents: 'EDIT' })).toEqual(['SHAREHOLDER_REGISTER', 'DBOT']);
  });

  it('keeps only the levels of features within the held modules', () => {
    expect(permissionsWithin({ shareholders: 'VIEW', freetext: 'EDIT', dashboard: 'VIEW' }, ['SHAREHOLDER_REGISTER'])).toEqual({ shareholders: 'VIEW' });
  });
});
