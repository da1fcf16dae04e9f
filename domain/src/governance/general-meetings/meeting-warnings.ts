import type { DecisionType } from '../decisions/decision-catalogue';
import { annualAccountsWarning } from './annual-accounts-warning';
import type { GeneralMeetingData } from './general-meeting-data';
import type { GeneralMeetingWarning } from './general-meeting-views';
import { noticePeriodWarning } from './notice-period';

/** A decision that changes the articles of association (the changeXInArticlesOfAssociation family). */
const changesArticles = (decisionType: DecisionType) => /^change.+InArticlesOfAssociation$/.test(decisionType);

/**
 * The settings' warnings: the notice period from the notice date (the day it was sent, else today) to the meeting, by
 * the company's form and the meeting's type (`noticePeriodWarning`), and the annual accounts on an extraordinary
 * meeting (`annualAccountsWarning`).
 */
export const generalMeetingWarnings = ({ meeting, decisionTypes, noticeDate }: { meeting: GeneralMeetingData; decisionTypes: readonly DecisionType[]; noticeDate: string }): GeneralMeetingWarning[] => {
  const period = noticePeriodWarning({
    noticeDate,
    meetingDate: meeting.meetingDate,
    companyForm: meeting.companyForm,
    generalMeetingType: meeting.generalMeetingType,
    shorterNoticeAllowed: meeting.shorterNoticeAllowed,
    changesArticles: decisionTypes.some(changesArticles),
  });
  const annualAccounts = annualAccountsWarning({ generalMeetingType: meeting.generalMeetingType, decisionTypes });
  return [...(period ? [period] : []), ...(annualAccounts ? [{ key: annualAccounts, params: {} }] : [])];
};
