import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import { defaultBoardMeetingData, type BoardMeetingData } from '../board-meetings/board-meeting-data';
import { boardRecipients } from '../board-meetings/board-roles';
import { findBoardMeetingProject } from '../board-meetings/find-board-meeting';
import type { Project } from '../projects/project.entity';
import type { ProjectDocument } from '../projects/project-document.entity';
import { loadOneProjectParts, type ProjectParts } from '../projects/project-parts';
import { BoardMinutes } from './board-minutes.entity';
import { defaultMinutes, type BoardMinutesData } from './minutes-rules';

export type MinutesContext = {
  project: Project;
  parts: ProjectParts;
  /** The project's minutes document (`board_meeting`). */
  document: ProjectDocument;
  meeting: BoardMeetingData;
  /** The board roles, in the board's order. */
  roles: CompanyRole[];
  /** Every company role (the review's candidates are among them). */
  companyRoles: CompanyRole[];
  saved: BoardMinutes | null;
  minutes: BoardMinutesData;
};

export const minutesDataOf = (minutes: BoardMinutes): BoardMinutesData => ({
  meetingDate: minutes.meetingDate,
  startTime: minutes.startTime,
  endDate: minutes.endDate,
  endTime: minutes.endTime,
  boardMeetingForm: minutes.boardMeetingForm,
  meetingPlace: minutes.meetingPlace,
  inlineAddress: minutes.inlineAddress ?? null,
  participants: minutes.participants,
  extraParticipants: minutes.extraParticipants,
  meetingChairId: minutes.meetingChairId ?? null,
  signatoryIds: minutes.signatoryIds,
  matterOutcomes: minutes.matterOutcomes,
});

/**
 * The minutes of a board meeting project of the company, saved or the defaults. A project without a minutes
 * document is `projects.documentNotFound` (a notice-only meeting has none).
 */
export const findBoardMinutes = async (em: EntityManager, company: Company, projectId: string, now = new Date()): Promise<MinutesContext> => {
  const { project, meeting: savedMeeting } = await findBoardMeetingProject(em, company, projectId);
  const parts = await loadOneProjectParts(em, project);
  const document = parts.documents.find(({ documentType }) => documentType === 'board_meeting');
  if (!document) throw new DomainError('projects.documentNotFound');
  const companyRoles = await listCompanyRoles(em, company);
  const roles = boardRecipients(companyRoles);
  const meeting = savedMeeting ?? defaultBoardMeetingData(now, roles);
  const saved = await em.findOne(BoardMinutes, { project });
  return { project, parts, document, meeting, roles, companyRoles, saved, minutes: saved ? minutesDataOf(saved) : defaultMinutes(meeting, roles) };
};
