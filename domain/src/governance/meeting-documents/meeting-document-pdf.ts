import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { RegisterFile } from '../../register/export/export-register';
import { defaultBoardMeetingData, findBoardRoles } from '../board-meetings/board-meeting-data';
import { defaultMeetingChair } from '../board-meetings/board-roles';
import { findBoardMeetingProject } from '../board-meetings/find-board-meeting';
import { findBoardMinutes } from '../board-minutes/find-board-minutes';
import { loadBoardMatters } from '../board-votes/board-matters';
import type { ProjectDocument } from '../projects/project-document.entity';
import { loadOneProjectParts } from '../projects/project-parts';
import { autoTextVariablesOf } from '../../platform/texts/render-rich-text';
import { richTextOf } from '../../platform/texts/stored-rich-text';
import { resolveAutoTexts, type AutoTextRecipient } from '../../register/auto-texts/resolve-auto-texts';
import { documentLanguagesOf, interfaceLanguageOf } from '../decisions/document-types';
import type { Language } from '../../kernel/i18n/languages';
import { meetingDocument } from './meeting-document';
import { writeMeetingDocumentPdf } from './write-meeting-document-pdf';

const kinds = { notice_board_meeting: 'notice', board_meeting: 'minutes' } as const;

/**
 * A board meeting document (notice or minutes) as a PDF file, as the project stands now (the minutes with the
 * board's votes so far and the minutes as written). Other documents are generated with their own issues (`projects.documentNotFound` here).
 */
export const meetingDocumentPdf = async ({ em, company, document, now = new Date(), recipient }: { em: EntityManager; company: Company; document: ProjectDocument; now?: Date; recipient?: AutoTextRecipient }): Promise<RegisterFile> => {
  const kind = kinds[document.documentType as keyof typeof kinds];
  if (!kind) throw new DomainError('projects.documentNotFound');
  const { project, meeting: saved } = await findBoardMeetingProject(em, company, document.project.id);
  const { decisions } = await loadOneProjectParts(em, project);
  const roles = await findBoardRoles(em, company);
  const chair = defaultMeetingChair(roles);
  const meeting = saved ?? defaultBoardMeetingData(now, roles);
  const minutes = kind === 'minutes' ? (await findBoardMinutes(em, company, project.id, now)).minutes : undefined;
  const chairRoleId = minutes ? minutes.meetingChairId : (chair?.id ?? null);
  const matters = await loadBoardMatters({ em, decisions, documentType: document.documentType, chairRoleId, reader: null });
  const texts = [meeting.noticeDescription, ...matters.flatMap((matter) => matter.textForReview.map(({ text }) => text)), ...(minutes?.matterOutcomes.flatMap((outcome) => outcome.texts.map(({ text }) => text)) ?? [])];
  const language = interfaceLanguageOf[documentLanguagesOf(meeting.documentLanguage)[0]!] as Language;
  const autoTexts = await resolveAutoTexts({ em, company, variables: texts.flatMap((text) => (text ? autoTextVariablesOf(richTextOf(text)) : [])), language, recipient });
  const model = meetingDocument({ kind, company, projectName: project.name, meeting, roles, chair, matters, minutes, autoTexts });
  const safeName = project.name.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'meeting';
  return {
    fileName: `${kind === 'notice' ? 'notice' : 'minutes'}-${safeName}-${meeting.meetingDate}.pdf`,
    contentType: 'application/pdf',
    write: (stream: Writable) => writeMeetingDocumentPdf(model, stream),
  };
};
