import { describe, expect, it } from 'vitest';
import { defaultFeedbackDeadline } from './meeting-document-constants';

describe('defaultFeedbackDeadline', () => {
  it('suggests 7 days ahead at 00:00, across months and years', () => {
    expect(defaultFeedbackDeadline('2026-03-10')).toBe('2026-03-17T00:00');
    expect(defaultFeedbackDeadline('2026-02-25')).toBe('2026-03-04T00:00');
    expect(defaultFeedbackDeadline('2026-12-28')).toBe('2027-01-04T00:00');
  });
});
