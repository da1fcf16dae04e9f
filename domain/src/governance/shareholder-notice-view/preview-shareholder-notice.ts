import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { findGeneralMeetingProject } from '../general-meetings/general-meeting-data';
import { generalMeetingNoticeWithAttachments } from '../general-meetings/general-meeting-notice-pdf';
import { findMeetingDocument } from '../meeting-documents/find-meeting-document';
import { activeNoticeSending } from '../general-meetings/notice-access';
import { noticeMeeting } from './notice-meeting';
import type { GeneralMeetingNoticeMeeting } from './shareholder-notice-views';

/**
 * `GET /project/{projectId}/preview-meeting/SHAREHOLDER` (seed 002, section 7): the web notice as the holders read it,
 * for the admin's preview before and after sending (read-only: no holder, no ownership). A meeting whose settings were
 * never saved has nothing to preview yet (`generalMeetings.notSaved`).
 */
export const previewShareholderNotice = async ({ em, company, projectId, now = new Date() }: { em: EntityManager; company: Company; projectId: string; now?: Date }): Promise<GeneralMeetingNoticeMeeting> => {
  const found = await findGeneralMeetingProject(em, company, projectId);
  if (!found.meeting || !found.documents.some(({ documentType }) => documentType === 'notice_general_meeting')) throw new DomainError('generalMeetings.notSaved');
  const sending = await activeNoticeSending(em, found.project);
  return (await noticeMeeting(em, found.meeting, { accessType: sending?.accessType ?? 'open' }, now)).view;
};

/** `GET /shareholder-view/preview-meeting/download-notice-and-attachments/{documentId}`: the admin's download of a general meeting's notice with its attachments. */
export const previewNoticeAndAttachments = async ({ em, company, documentId }: { em: EntityManager; company: Company; documentId: string }) => {
  const document = await findMeetingDocument(em, company, documentId);
  if (document.documentType !== 'notice_general_meeting') throw new DomainError('generalMeetings.notANotice');
  return generalMeetingNoticeWithAttachments({ em, company, document });
};
