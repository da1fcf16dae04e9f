import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import type { User } from '../../platform/users/user.entity';
import { meetingEnd } from '../board-meetings/meeting-times';
import type { DecisionType } from '../decisions/decision-catalogue';
import { generalMeetingDocumentTypes } from '../decisions/document-types';
import { defaultGeneralMeetingData } from '../general-meetings/general-meeting-data';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { writeNewProject } from '../projects/create-project';
import { draftDefaultResolutions } from '../projects/draft-default-resolutions';
import { ProjectDecision } from '../projects/project-decision.entity';
import { requireAdministeredCompanies } from './administered-companies';
import { defaultBatchMeetingDate } from './batch-project-constants';
import { BatchProjectEntry } from './batch-project-entry.entity';
import { BatchProject } from './batch-project.entity';

export type NewBatchProject = { projectName: string; decisions: readonly DecisionType[]; batchCompanies: readonly string[]; meetingDate?: string | undefined };

/**
 * `POST /projects` with `batchCompanies` (seed 002, sections 3, 6 and 9): in one transaction, for each company (each
 * one the actor administers, else `batchProjects.companyNotAdministered` and nothing is written) a project with the
 * decisions chosen, as the decision tool makes them for that company, the general meeting's notice and minutes, and its
 * general meeting with that company's defaults (chair, company form, language) on the batch's date; and the batch
 * linking them. The decisions' texts read each company's own register when drafted.
 */
export const createBatchProject = ({ em, actor, input, now = new Date() }: { em: EntityManager; actor: User; input: NewBatchProject; now?: Date }) =>
  em.transactional(async (tx) => {
    const companies = await requireAdministeredCompanies(tx, actor, input.batchCompanies);
    const meetingDate = input.meetingDate ?? defaultBatchMeetingDate(now);
    const batch = tx.create(BatchProject, { name: input.projectName, meetingDate, owner: actor });
    const entries: BatchProjectEntry[] = [];
    for (const [position, company] of companies.entries()) {
      const project = writeNewProject(tx, { actor, company, project: { projectName: input.projectName, decisions: input.decisions, documents: generalMeetingDocumentTypes } });
      const defaults = defaultGeneralMeetingData(now, await listCompanyRoles(tx, company), company);
      tx.create(GeneralMeeting, { ...defaults, meetingDate, ...meetingEnd(meetingDate, defaults.startTime, defaults.endTime), project });
      entries.push(tx.create(BatchProjectEntry, { batch, project, company, position }));
      await tx.flush();
      await draftDefaultResolutions({ em: tx, company, decisions: await tx.find(ProjectDecision, { project }), meetingDate });
      recordAuditEvent({
        em: tx,
        type: 'batchProject.created',
        actor,
        company,
        after: { batchProjectId: batch.id, projectId: project.id, projectName: input.projectName, meetingDate, decisions: input.decisions, companies: companies.length },
      });
    }
    return { batch, entries };
  });
