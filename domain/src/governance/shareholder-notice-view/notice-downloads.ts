import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { generalMeetingNoticePdf, generalMeetingNoticeWithAttachments } from '../general-meetings/general-meeting-notice-pdf';
import type { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { noticeAccess } from '../general-meetings/notice-access';
import type { NoticeCredentials } from '../board-member-view/meeting-viewer';
import { LiveMeeting } from '../live-meeting/live-meeting.entity';
import type { FileStore } from '../../documents/storage/file-store';
import { sealedCopyDownload } from '../../documents/signing/sealed-copy';
import { findPublishedMinutes } from '../minutes/sealed-minutes';
import { attachmentWithContent } from '../projects/document-attachments';
import { ProjectDocument } from '../projects/project-document.entity';
import { poaRecipientAccess } from './get-poa-recipient-notice';

/** Who downloads: a shareholder through their notice, or a power-of-attorney recipient through theirs. */
export type NoticeReader = { kind: 'notice' | 'poaRecipient'; id: string; credentials: NoticeCredentials };

const meetingOf = async (em: EntityManager, reader: NoticeReader): Promise<GeneralMeeting> =>
  reader.kind === 'notice' ? (await noticeAccess({ em, ...reader })).notice.generalMeeting : (await poaRecipientAccess({ em, ...reader })).recipient.generalMeeting;

const noticeDocumentOf = async (em: EntityManager, meeting: GeneralMeeting, documentId?: string) => {
  const document = await em.findOne(ProjectDocument, { project: meeting.project, documentType: 'notice_general_meeting' }, { populate: ['project'] });
  if (!document || (documentId !== undefined && document.id !== documentId)) throw new DomainError('noticeForShareholder.loadNoticeError');
  return document;
};

/** `.../download-pdf`: the notice as a PDF. */
export const downloadGeneralMeetingNoticePdf = async ({ em, reader }: { em: EntityManager; reader: NoticeReader }) => {
  const meeting = await meetingOf(em, reader);
  return generalMeetingNoticePdf({ em, company: meeting.project.company, projectId: meeting.project.id });
};

/** `.../download-notice-and-attachments/{documentId}`: the notice with its attachments (a zip when it has any). */
export const downloadGeneralMeetingNoticeAndAttachments = async ({ em, reader, documentId }: { em: EntityManager; reader: NoticeReader; documentId: string }) => {
  const meeting = await meetingOf(em, reader);
  return generalMeetingNoticeWithAttachments({ em, company: meeting.project.company, document: await noticeDocumentOf(em, meeting, documentId) });
};

/** `.../attachment/{attachmentId}`: one attachment of the notice (another document's is `projects.attachmentNotFound`). */
export const downloadGeneralMeetingNoticeAttachment = async ({ em, reader, attachmentId }: { em: EntityManager; reader: NoticeReader; attachmentId: string }) => {
  const meeting = await meetingOf(em, reader);
  return attachmentWithContent(em, [await noticeDocumentOf(em, meeting)], attachmentId);
};

/**
 * `.../download-minutes`: the signed and sealed minutes once published (the minutes tab), never an unsigned copy;
 * before publication `noticeForShareholder.loadNoticeError`.
 */
export const downloadGeneralMeetingMinutesPdf = async ({ em, store, reader }: { em: EntityManager; store: FileStore; reader: NoticeReader }) => {
  const meeting = await meetingOf(em, reader);
  const sealed = (await em.findOne(LiveMeeting, { project: meeting.project }))?.minutesPublishedAt ? await findPublishedMinutes(em, meeting.project) : null;
  if (!sealed) throw new DomainError('noticeForShareholder.loadNoticeError');
  return sealedCopyDownload({ em, store, requestId: sealed });
};
