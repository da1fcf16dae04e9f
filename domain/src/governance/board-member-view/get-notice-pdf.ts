import type { EntityManager } from '@mikro-orm/core';
import { meetingDocumentPdf } from '../meeting-documents/meeting-document-pdf';
import type { ResolveViewer } from './meeting-actions';

/**
 * The notice as a PDF for whoever may read the meeting: a recipient through their link
 * (`.../notice-board-meeting/{meetingEmailId}/download-as-pdf/{noticeDocumentId}`) or a board member in the portal.
 */
export const getNoticePdf = async ({ em, resolveViewer }: { em: EntityManager; resolveViewer: ResolveViewer }) => {
  const { context } = await resolveViewer(em);
  return meetingDocumentPdf({ em, company: context.company, document: context.document });
};
