import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import type { Company } from '../../platform/companies/company.entity';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import type { RegisterFile } from '../../register/export/export-register';
import { holderName } from '../../register/export/collect-register-export';
import { ShareClass } from '../../register/share-classes/share-class.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { generalMeetingAutoTexts } from '../general-meetings/general-meeting-auto-texts';
import { defaultGeneralMeetingData, findGeneralMeetingProject } from '../general-meetings/general-meeting-data';
import { getAnyMeetingDocumentPdf } from '../general-meetings/general-meeting-notice-pdf';
import { liveMeetingContext } from '../live-meeting/live-meeting-context';
import { liveMeetingSnapshot } from '../live-meeting/live-meeting-snapshot';
import { meetingRegisterOf } from '../live-meeting/meeting-register-of';
import { findMeetingDocument } from '../meeting-documents/find-meeting-document';
import { writeMeetingDocumentPdf } from '../meeting-documents/write-meeting-document-pdf';
import { generalMeetingMinutesDocument } from './general-meeting-minutes-document';

/** A general meeting's minutes as a PDF, from the live meeting as it stands (attendance, votes) and the register at the meeting date. */
export const generalMeetingMinutesPdf = async ({ em, company, projectId, now = new Date() }: { em: EntityManager; company: Company; projectId: string; now?: Date }): Promise<RegisterFile> => {
  const found = await findGeneralMeetingProject(em, company, projectId);
  const meeting = found.meeting ?? defaultGeneralMeetingData(now, await listCompanyRoles(em, company), company);
  const context = await liveMeetingContext(em, projectId, company);
  const register = await meetingRegisterOf(em, company, context.meetingDate);
  const view = await liveMeetingSnapshot({ em, ...context, register });
  const classes = await em.find(ShareClass, { company, id: { $in: Object.keys(register.shareClasses) } });
  const autoTexts = await generalMeetingAutoTexts(em, company, meeting, found.decisions);
  const excluded = await em.find(Shareholder, { company, id: { $in: Object.values(meeting.agendaItemRules).flatMap((rule) => rule.excludedShareholderIds) } });
  const model = generalMeetingMinutesDocument({
    company,
    projectName: found.project.name,
    meeting,
    decisions: found.decisions,
    autoTexts,
    view,
    classCodes: Object.fromEntries(classes.map((entry) => [entry.id, entry.code])),
    holderNames: Object.fromEntries(excluded.map((holder) => [holder.id, holderName(holder)])),
  });
  const safeName = found.project.name.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'meeting';
  return { fileName: `minutes-${safeName}-${meeting.meetingDate}.pdf`, contentType: 'application/pdf', write: (stream: Writable) => writeMeetingDocumentPdf(model, stream) };
};

/** `GET /document/view/pdf/{documentId}/{orgNo}` for every meeting document: a general meeting's minutes here, the others as before. */
export const getMeetingOrMinutesPdf = async ({ em, company, documentId }: { em: EntityManager; company: Company; documentId: string }): Promise<RegisterFile> => {
  const document = await findMeetingDocument(em, company, documentId);
  return document.documentType === 'general_meeting' ? generalMeetingMinutesPdf({ em, company, projectId: document.project.id }) : getAnyMeetingDocumentPdf({ em, company, documentId });
};
