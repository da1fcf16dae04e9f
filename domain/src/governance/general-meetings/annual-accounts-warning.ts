import type { DecisionType } from '../decisions/decision-catalogue';
import type { GeneralMeetingType } from './general-meeting-constants';

/**
 * The seed's warning when the annual accounts are to be approved at an extraordinary meeting (seed 002, section 5):
 * approving them is the ordinary general meeting's business.
 */
export const annualAccountsWarning = ({
  generalMeetingType,
  decisionTypes,
}: {
  generalMeetingType: GeneralMeetingType;
  decisionTypes: readonly DecisionType[];
}): 'documents.meeting-type.annualAccountsWarning' | null =>
  generalMeetingType === 'extraordinary' && decisionTypes.includes('approveAnnualAccount') ? 'documents.meeting-type.annualAccountsWarning' : null;
