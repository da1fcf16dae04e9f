import type { DecisionType } from '../decisions/decision-catalogue';
import type { TLocalizedTitle } from '../decisions/decision.schemas';
import type { FollowUpStepStatus, RequiredAttachmentKind } from './decision-follow-up-constants';
import type { FollowUpStep } from './follow-up-steps';

/** A file uploaded to a decision's follow-up. */
export type DecisionAttachmentView = { id: string; kind: RequiredAttachmentKind; fileName: string; contentType: string; size: number; createdAt: string };

/**
 * A decided decision and its follow-up (seed 002: decision follow-up item): the steps with their status, the files
 * uploaded to it and its register notification. `projectStatus` is the project's as the follow-up reads it: FOLLOW_UP
 * while a decision of it has a step left, COMPLETED after.
 */
export type DecisionFollowUpItem = {
  decisionId: string;
  data: { type: DecisionType };
  localizedTitles: TLocalizedTitle[];
  projectId: string;
  projectName: string;
  organisationNumber: string;
  companyName: string;
  /** The signed minutes the decision was made in, and when they were signed. */
  documentId: string;
  decidedAt: string;
  status: FollowUpStepStatus;
  isActive: boolean;
  projectStatus: 'FOLLOW_UP' | 'COMPLETED';
  steps: FollowUpStep[];
  attachments: DecisionAttachmentView[];
  notification: { producedAt: string; sentAt: string | null } | null;
};
