import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { Project } from '../projects/project.entity';
import { lockLiveMeeting } from './lock-live-meeting';

/**
 * `POST /general-meeting/{projectId}/save-settings {autoOpenSelfRegistration, autoOpenVoting, publishMinutesPostMeeting?}`
 * (seed 002, section 9: AUTO_OPEN_SELF_REGISTRATION, AUTO_OPEN_VOTING; and whether the minutes are published after the meeting). Start options are read-only while STARTED (`liveMeeting.stepClosed`).
 */
export const saveLiveSettings = ({ em, actor, company, project, input }: { em: EntityManager; actor: User; company: Company; project: Project; input: { autoOpenSelfRegistration: boolean; autoOpenVoting: boolean; publishMinutesPostMeeting?: boolean } }) =>
  em.transactional(async (tx) => {
    const live = (await lockLiveMeeting(tx, project, 'update'))!;
    if (live.status === 'STARTED') throw new DomainError('liveMeeting.stepClosed', { itemId: 'settings' });
    Object.assign(live, input);
    recordAuditEvent({ em: tx, type: 'liveMeeting.settingsSaved', actor, company, before: null, after: { projectId: project.id, ...input } });
    await tx.flush();
    return live;
  });
