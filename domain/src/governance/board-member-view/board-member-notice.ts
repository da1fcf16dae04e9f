import type { EntityManager } from '@mikro-orm/core';
import { loadBoardMatters, type BoardMatter } from '../board-votes/board-matters';
import type { BoardMeetingForm, MeetingLinkOption, MeetingPlace } from '../board-meetings/meeting-constants';
import { meetingPeriod } from '../board-meetings/meeting-times';
import type { DocumentLanguageChoice } from '../decisions/document-types';
import type { ReviewMode, SendingPurpose } from '../meeting-documents/meeting-document-constants';
import { attachmentInfo, findDocumentAttachments } from '../projects/document-attachments';
import type { DocumentAttachmentInfo, DocumentSigningView } from '../projects/project-views';
import { meetingTitle } from '../meeting-documents/notice-link';
import { meetingHeaderOf, type MeetingHeader } from '../schedule/meeting-header';
import type { MeetingViewer } from './meeting-viewer';

/**
 * The board member notice response (seed 002, section 3): the meeting, the reader's role, whether they may vote and
 * comment, the document's attachments, and each matter with its texts, votes and comments.
 */
export type BoardMemberNotice = {
  /** The document shown: the notice, or the minutes sent for review. */
  noticeDocumentId: string;
  /** A notice sent for viewing, or minutes sent for review (the review page). */
  purpose: SendingPurpose;
  reviewMode: ReviewMode | null;
  /** Minutes in review: the local date-time (YYYY-MM-DDTHH:MM) feedback is taken until. */
  feedbackDeadline: string | null;
  meetingEmailId: string | null;
  projectId: string;
  orgNo: string;
  companyName: string;
  audience: MeetingViewer['audience'];
  companyroleId: string | null;
  recipientName: string;
  isSent: boolean;
  votingOpen: boolean;
  /** The minutes are out for signing or signed: votes and comments are read-only until they are reopened. */
  recordClosed: boolean;
  /** The minutes' signing in force (the board portal's minutes tab opens the sealed copy once complete). */
  minutesSigning: DocumentSigningView | null;
  canVote: boolean;
  canComment: boolean;
  meeting: {
    title: string;
    boardMeetingNumber: number | null;
    meetingStartDate: string;
    meetingEndDate: string;
    boardMeetingForm: BoardMeetingForm;
    meetingPlace: MeetingPlace;
    inlineAddress: string | null;
    meetingLinkOption: MeetingLinkOption | null;
    meetingLink: string | null;
    noticeDescription: string;
    documentLanguage: DocumentLanguageChoice;
    meetingChairName: string | null;
  };
  /** The meeting header with its add-to-calendar links (seed 002, section 2). */
  header: MeetingHeader;
  /** The document's attachments (seed: uploadedFiles id and filename), with their type: a PDF is previewed, others downloaded. */
  uploadedFiles: DocumentAttachmentInfo[];
  matters: BoardMatter[];
};

export const mayVote = (viewer: MeetingViewer) => viewer.role !== null && viewer.context.votingOpen;
export const mayComment = (viewer: MeetingViewer) => !viewer.context.recordClosed && (viewer.audience === 'admin' || (viewer.author !== null && viewer.context.commentingOpen));

const roleName = (role: { firstName: string; middleName?: string | null; lastName: string }) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

export const boardMemberNotice = async (em: EntityManager, viewer: MeetingViewer, meetingEmailId: string | null = null): Promise<BoardMemberNotice> => {
  const { context } = viewer;
  const { meeting } = context;
  const matters = await loadBoardMatters({
    em,
    decisions: context.decisions,
    documentType: context.document.documentType,
    chairRoleId: context.chair?.id ?? null,
    reader: viewer.role ? { companyRoleId: viewer.role.id } : viewer.author?.kind === 'user' ? { userId: viewer.author.user.id } : null,
  });
  return {
    noticeDocumentId: context.document.id,
    purpose: context.purpose,
    reviewMode: context.reviewMode,
    feedbackDeadline: context.feedbackDeadline,
    meetingEmailId,
    projectId: context.project.id,
    orgNo: context.company.organisationNumber,
    companyName: context.company.name,
    audience: viewer.audience,
    companyroleId: viewer.role?.id ?? null,
    recipientName: viewer.name,
    isSent: Boolean(context.sending),
    votingOpen: context.votingOpen,
    recordClosed: context.recordClosed,
    minutesSigning: context.minutesSigning,
    canVote: mayVote(viewer),
    canComment: mayComment(viewer),
    meeting: {
      title: context.project.name,
      boardMeetingNumber: meeting.boardMeetingNumber ?? null,
      ...meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime),
      boardMeetingForm: meeting.boardMeetingForm,
      meetingPlace: meeting.meetingPlace,
      inlineAddress: meeting.inlineAddress ?? null,
      meetingLinkOption: meeting.meetingLinkOption ?? null,
      meetingLink: meeting.meetingLink ?? null,
      noticeDescription: meeting.noticeDescription,
      documentLanguage: meeting.documentLanguage,
      meetingChairName: context.chair ? roleName(context.chair) : null,
    },
    header: meetingHeaderOf({ projectId: context.project.id, title: meetingTitle(context.project, meeting), companyName: context.company.name, status: context.project.status, meeting }),
    uploadedFiles: (await findDocumentAttachments(em, [context.document])).map(attachmentInfo),
    matters,
  };
};
