import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import type { Company } from '../../platform/companies/company.entity';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import type { RegisterFile } from '../../register/export/export-register';
import { findMeetingDocument } from '../meeting-documents/find-meeting-document';
import { getMeetingDocumentPdf } from '../meeting-documents/get-meeting-document-pdf';
import { documentWithAttachments } from '../meeting-documents/document-with-attachments';
import { writeMeetingDocumentPdf } from '../meeting-documents/write-meeting-document-pdf';
import type { ProjectDocument } from '../projects/project-document.entity';
import { defaultGeneralMeetingData, findGeneralMeetingProject } from './general-meeting-data';
import { generalMeetingAutoTexts } from './general-meeting-auto-texts';
import { generalMeetingNoticeDocument } from './general-meeting-notice-document';

/** A general meeting's notice as a PDF, as the project stands now. */
export const generalMeetingNoticePdf = async ({ em, company, projectId, now = new Date() }: { em: EntityManager; company: Company; projectId: string; now?: Date }): Promise<RegisterFile> => {
  const found = await findGeneralMeetingProject(em, company, projectId);
  const meeting = found.meeting ?? defaultGeneralMeetingData(now, await listCompanyRoles(em, company), company);
  const autoTexts = await generalMeetingAutoTexts(em, company, meeting, found.decisions);
  const model = generalMeetingNoticeDocument({ company, projectName: found.project.name, meeting, decisions: found.decisions, autoTexts });
  const safeName = found.project.name.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'meeting';
  return { fileName: `notice-${safeName}-${meeting.meetingDate}.pdf`, contentType: 'application/pdf', write: (stream: Writable) => writeMeetingDocumentPdf(model, stream) };
};

/** The notice with its attachments: the PDF alone, or a zip of it and the attachments (seed 002: download-notice-and-attachments). */
export const generalMeetingNoticeWithAttachments = async ({ em, company, document }: { em: EntityManager; company: Company; document: ProjectDocument }): Promise<RegisterFile> =>
  documentWithAttachments({ em, company, document, pdf: await generalMeetingNoticePdf({ em, company, projectId: document.project.id }) });

/** `GET /document/view/pdf/{documentId}/{orgNo}` for either meeting: a general meeting's notice here, a board meeting's document by issue 14. */
export const getAnyMeetingDocumentPdf = async ({ em, company, documentId }: { em: EntityManager; company: Company; documentId: string }): Promise<RegisterFile> => {
  const document = await findMeetingDocument(em, company, documentId);
  return document.documentType === 'notice_general_meeting' ? generalMeetingNoticePdf({ em, company, projectId: document.project.id }) : getMeetingDocumentPdf({ em, company, documentId });
};
