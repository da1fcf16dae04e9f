import type { DecisionType } from '../decisions/decision-catalogue';
import type { DecisionView } from '../decisions/decision-views';
import type { TLocalizedTitle } from '../decisions/decision.schemas';
import type { CustomDocumentType, DocumentType } from '../decisions/document-types';
import type { ProjectStatus } from './project-constants';

/** A file attached to a project's document (seed 002, section 3: attachments id and filename). */
export type DocumentAttachmentInfo = { id: string; filename: string; contentType: string; size: number };

/**
 * A document's signing in force (seed 002, section 3: signing statuses): out for signing, signed by some, or signed by
 * all and sealed, with how many of its signers have signed.
 */
export type DocumentSigningView = {
  requestId: string;
  status: 'SENT_FOR_SIGNING' | 'SIGNING_IN_PROGRESS' | 'SIGNING_COMPLETE';
  signed: number;
  total: number;
  sentAt: string;
  completedAt: string | null;
  /** The sealed copy's archive entry, once sealed. */
  sealedEntryId: string | null;
};

export type ProjectDocumentView = {
  documentId: string;
  documentType: DocumentType;
  customDocumentType: CustomDocumentType | null;
  /** When it was sent (the send action is offered only without one); null until sent and after reopening. */
  sentAt: string | null;
  /** Sent and locked: the project takes no new document until it is reopened. */
  isLocked: boolean;
  /** Its signing in force; null when it is not out for signing nor signed. */
  signing: DocumentSigningView | null;
};

/** A project in the list, `GET /projects/{orgNo}` (seed 002, section 3: project). */
export type ProjectListItem = {
  id: string;
  projectName: string;
  status: ProjectStatus;
  /** The viewer created (or duplicated) it: the "by me" tab. */
  isOwner: boolean;
  ownerName: string | null;
  decisions: { decisionId: string; decisionType: DecisionType; localizedTitles: TLocalizedTitle[] }[];
  documents: ProjectDocumentView[];
  /** A document is sent: decisions, meeting details and documents take no change until it is reopened. */
  isLocked: boolean;
  /** A document other than the notice is sent (the minutes): the meeting's details take no change until it is reopened. */
  isMeetingDetailsLocked: boolean;
  containsNoticeOrMinutesBoardMeetingDocument: boolean;
  containsNoticeOrMinutesGeneralMeetingDocument: boolean;
  createdAt: string;
  updatedAt: string;
};

/** One project with its decisions in full, `GET /project/{id}`. */
export type ProjectView = Omit<ProjectListItem, 'decisions'> & { organisationNumber: string; decisions: DecisionView[] };

/** `POST /projects` and `POST /projects/new-meeting` answer the new project's id (seed 002, section 7). */
export type ProjectCreated = { projectId: string };
