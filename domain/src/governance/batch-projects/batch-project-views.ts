import type { DeliveryState } from '../../platform/email/delivery-state';
import type { DecisionType } from '../decisions/decision-catalogue';
import type { BatchNoticeState } from './batch-project-constants';

/** A batch in the portfolio's list. */
export type BatchProjectSummary = { id: string; projectName: string; meetingDate: string; createdAt: string; companies: number; noticesSent: number };

/** One company's project in the batch overview, and how its notice's sending goes. */
export type BatchCompanyView = {
  projectId: string;
  organisationNumber: string;
  companyName: string;
  noticeDocumentId: string | null;
  noticeState: BatchNoticeState;
  noticeError: string | null;
  sentAt: string | null;
  /** The notice's recipients by delivery state; holders without an email get none. */
  deliveries: Record<DeliveryState, number>;
  recipients: number;
};

/** `GET /batch-project/{id}`: the batch overview (issue 27). */
export type BatchProjectView = Omit<BatchProjectSummary, 'companies' | 'noticesSent'> & { decisions: DecisionType[]; companies: BatchCompanyView[] };

/** `POST /projects` with `batchCompanies`: the batch and its first company's project (the seed's `projectId`). */
export type BatchProjectCreated = { projectId: string; batchProjectId: string };
