import type { EntityManager } from '@mikro-orm/core';
import { meetingDocumentPdf } from '../meeting-documents/meeting-document-pdf';
import type { ResolveViewer } from './meeting-actions';

/**
 * The notice as a PDF for whoever may read the meeting: a recipient through their link
 * (`.../notice-board-meeting/{meetingEmailId}/download-as-pdf/{noticeDocumentId}`) or a board member in the portal.
 */
export const getNoticePdf = async ({ em, resolveViewer }: { em: EntityManager; resolveViewer: ResolveViewer }) => {
  const viewer = await resolveViewer(em);
  // The recipient variable (`Mottakers navn`) is the board member's own name; the admin's preview has none.
  const recipient = viewer.audience === 'admin' ? undefined : { name: viewer.name };
  return meetingDocumentPdf({ em, company: viewer.context.company, document: viewer.context.document, recipient });
};
