import { describe, expect, it } from 'vitest';
import { noticePeriod, noticePeriodWarning, type NoticePeriodInput } from './notice-period';

// The meeting is on Thursday 25 June 2026 throughout.
const meetingDate = '2026-06-25';
const warning = (noticeDate: string, input: NoticePeriodInput) => noticePeriodWarning({ noticeDate, meetingDate, ...input });
const regular = (companyForm: NoticePeriodInput['companyForm']): NoticePeriodInput => ({ companyForm, generalMeetingType: 'regular' });

describe('noticePeriodWarning', () => {
  it('AS: under 7 days is too short (the seed; aksjeloven § 5-10)', () => {
    expect(warning('2026-06-18', regular('AS'))).toBeNull();
    expect(warning('2026-06-19', regular('AS'))).toEqual({ key: 'generalMeetings.noticePeriod.tooShort', params: { days: 6, minimumDays: 7 } });
    expect(warning('2025-06-25', regular('AS'))).toBeNull();
  });

  it('ASA: two weeks (allmennaksjeloven § 5-11)', () => {
    expect(warning('2026-06-11', regular('ASA'))).toBeNull();
    expect(warning('2026-06-12', regular('ASA'))).toEqual({ key: 'generalMeetings.noticePeriod.tooShort', params: { days: 13, minimumDays: 14 } });
  });

  it('listed ASA: 21 days, or 14 for an extraordinary meeting when the general meeting has so decided', () => {
    expect(warning('2026-06-04', regular('LISTED_ASA'))).toBeNull();
    expect(warning('2026-06-05', regular('LISTED_ASA'))).toEqual({ key: 'generalMeetings.noticePeriod.tooShort', params: { days: 20, minimumDays: 21 } });
    expect(warning('2026-06-11', { companyForm: 'LISTED_ASA', generalMeetingType: 'extraordinary', shorterNoticeAllowed: true })).toBeNull();
    expect(warning('2026-06-11', { companyForm: 'LISTED_ASA', generalMeetingType: 'extraordinary' })).toMatchObject({ params: { minimumDays: 21 } });
    expect(warning('2026-06-11', { companyForm: 'LISTED_ASA', generalMeetingType: 'regular', shorterNoticeAllowed: true })).toMatchObject({ params: { minimumDays: 21 } });
  });

  it('AB, ordinary meeting: no earlier than six and no later than four weeks before (aktiebolagslagen 7:18)', () => {
    expect(warning('2026-05-28', regular('AB'))).toBeNull();
    expect(warning('2026-05-14', regular('AB'))).toBeNull();
    expect(warning('2026-05-29', regular('AB'))).toEqual({ key: 'generalMeetings.noticePeriod.tooShort', params: { days: 27, minimumDays: 28 } });
    expect(warning('2026-05-13', regular('AB'))).toEqual({ key: 'generalMeetings.noticePeriod.tooEarly', params: { days: 43, maximumDays: 42 } });
  });

  it("AB: two weeks where a private company's articles allow it, never for a public one", () => {
    expect(warning('2026-06-11', { ...regular('AB'), shorterNoticeAllowed: true })).toBeNull();
    expect(warning('2026-06-12', { ...regular('AB'), shorterNoticeAllowed: true })).toMatchObject({ params: { days: 13, minimumDays: 14 } });
    expect(warning('2026-06-11', { ...regular('PUBLIC_AB'), shorterNoticeAllowed: true })).toMatchObject({ params: { minimumDays: 28 } });
  });

  it('AB, extraordinary meeting: six to two weeks, four on a change of the articles', () => {
    expect(warning('2026-06-11', { companyForm: 'AB', generalMeetingType: 'extraordinary' })).toBeNull();
    expect(warning('2026-06-11', { companyForm: 'PUBLIC_AB', generalMeetingType: 'extraordinary', changesArticles: true })).toMatchObject({ params: { minimumDays: 28 } });
    expect(warning('2026-05-13', { companyForm: 'AB', generalMeetingType: 'extraordinary' })).toMatchObject({ key: 'generalMeetings.noticePeriod.tooEarly' });
  });

  it('counts calendar days across months and a leap day', () => {
    expect(noticePeriodWarning({ noticeDate: '2028-02-23', meetingDate: '2028-03-01', ...regular('AS') })).toBeNull();
    expect(noticePeriodWarning({ noticeDate: '2028-02-24', meetingDate: '2028-03-01', ...regular('AS') })).toMatchObject({ params: { days: 6 } });
  });
});

describe('noticePeriod', () => {
  it('gives the period by form', () => {
    expect(noticePeriod(regular('AS'))).toEqual({ minimumDays: 7, maximumDays: null });
    expect(noticePeriod({ companyForm: 'AB', generalMeetingType: 'extraordinary' })).toEqual({ minimumDays: 14, maximumDays: 42 });
  });
});
