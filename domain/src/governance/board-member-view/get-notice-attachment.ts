import type { EntityManager } from '@mikro-orm/core';
import { attachmentWithContent } from '../projects/document-attachments';
import { documentWithAttachments } from '../meeting-documents/document-with-attachments';
import type { ResolveViewer } from './meeting-actions';

/**
 * `GET /boardmember-view/notice-board-meeting/{meetingEmailId}/attachment/{fileId}` (seed 002, section 7): one
 * attachment of the meeting's document, for whoever may read the meeting; another document's is
 * `projects.attachmentNotFound`.
 */
export const getNoticeAttachment = async ({ em, resolveViewer, attachmentId }: { em: EntityManager; resolveViewer: ResolveViewer; attachmentId: string }) => {
  const { context } = await resolveViewer(em);
  return attachmentWithContent(em, [context.document], attachmentId);
};

/** `GET .../download-notice-and-attachments/{noticeDocumentId}`: the notice's PDF with its attachments (a zip when it has any). */
export const getNoticeWithAttachments = async ({ em, resolveViewer }: { em: EntityManager; resolveViewer: ResolveViewer }) => {
  const { context } = await resolveViewer(em);
  return documentWithAttachments({ em, company: context.company, document: context.document });
};
