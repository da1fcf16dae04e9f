import { describe, expect, it } from 'vitest';
import { annualAccountsWarning } from './annual-accounts-warning';

describe('annualAccountsWarning', () => {
  it('warns when the annual accounts are on an extraordinary meeting', () => {
    expect(annualAccountsWarning({ generalMeetingType: 'extraordinary', decisionTypes: ['dividend', 'approveAnnualAccount'] })).toBe('documents.meeting-type.annualAccountsWarning');
  });

  it('says nothing for an ordinary meeting, or an extraordinary one without them', () => {
    expect(annualAccountsWarning({ generalMeetingType: 'regular', decisionTypes: ['approveAnnualAccount'] })).toBeNull();
    expect(annualAccountsWarning({ generalMeetingType: 'extraordinary', decisionTypes: ['dividend', 'freetext'] })).toBeNull();
  });
});
