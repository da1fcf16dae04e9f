import type { CompanyForm, GeneralMeetingType } from './general-meeting-constants';

/** How many days before the meeting its notice goes out: at least `minimumDays`, and for an AB at most `maximumDays`. */
export type NoticePeriod = { minimumDays: number; maximumDays: number | null };

export type NoticePeriodInput = {
  companyForm: CompanyForm;
  generalMeetingType: GeneralMeetingType;
  /** The meeting is to change the articles of association. */
  changesArticles?: boolean;
  /**
   * A shorter notice the law allows on a condition: a private AB whose articles allow notice two weeks ahead, or a
   * listed ASA whose general meeting has decided that extraordinary meetings may be called 14 days ahead (shareholders
   * taking part electronically).
   */
  shorterNoticeAllowed?: boolean;
};

const week = 7;

/**
 * The notice period by company form and meeting (docs/decisions/governance/general-meetings.md):
 * - AS: one week (aksjeloven § 5-10; the seed's 7 days);
 * - ASA: two weeks (allmennaksjeloven § 5-11);
 * - ASA with shares on a regulated market: 21 days, or 14 for an extraordinary meeting when so decided
 *   (allmennaksjeloven § 5-11 b, from directive 2007/36/EC article 5);
 * - AB (aktiebolagslagen 7:18): ordinary meetings and meetings to change the articles no earlier than six and no later
 *   than four weeks ahead, in a private AB whose articles say so two; other extraordinary meetings six to two weeks.
 */
export const noticePeriod = ({ companyForm, generalMeetingType, changesArticles = false, shorterNoticeAllowed = false }: NoticePeriodInput): NoticePeriod => {
  switch (companyForm) {
    case 'AS':
      return { minimumDays: week, maximumDays: null };
    case 'ASA':
      return { minimumDays: 2 * week, maximumDays: null };
    case 'LISTED_ASA':
      return { minimumDays: generalMeetingType === 'extraordinary' && shorterNoticeAllowed ? 2 * week : 3 * week, maximumDays: null };
    case 'AB':
    case 'PUBLIC_AB': {
      const fourWeeks = (generalMeetingType === 'regular' || changesArticles) && !(companyForm === 'AB' && shorterNoticeAllowed);
      return { minimumDays: (fourWeeks ? 4 : 2) * week, maximumDays: 6 * week };
    }
  }
};

export type NoticePeriodWarning =
  | { key: 'generalMeetings.noticePeriod.tooShort'; params: { days: number; minimumDays: number } }
  | { key: 'generalMeetings.noticePeriod.tooEarly'; params: { days: number; maximumDays: number } };

/** Calendar days from one local date (YYYY-MM-DD) to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The notice-period warning: the calendar days from the notice date to the meeting date under the period's minimum
 * (for an AS under 7 days, as the seed says) or, for an AB, past its maximum of six weeks. A warning, not a refusal:
 * the articles or the shareholders' consent may allow what the law's default does not.
 */
export const noticePeriodWarning = ({ noticeDate, meetingDate, ...input }: NoticePeriodInput & { noticeDate: string; meetingDate: string }): NoticePeriodWarning | null => {
  const { minimumDays, maximumDays } = noticePeriod(input);
  const days = daysBetween(noticeDate, meetingDate);
  if (days < minimumDays) return { key: 'generalMeetings.noticePeriod.tooShort', params: { days, minimumDays } };
  if (maximumDays !== null && days > maximumDays) return { key: 'generalMeetings.noticePeriod.tooEarly', params: { days, maximumDays } };
  return null;
};
