import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { findMeetingDocument } from './find-meeting-document';
import { meetingDocumentPdf } from './meeting-document-pdf';

/** `GET /document/view/pdf/{documentId}/{orgNo}`: a board meeting's notice or minutes as a PDF, for the company's admins. */
export const getMeetingDocumentPdf = async ({ em, company, documentId }: { em: EntityManager; company: Company; documentId: string }) =>
  meetingDocumentPdf({ em, company, document: await findMeetingDocument(em, company, documentId) });
