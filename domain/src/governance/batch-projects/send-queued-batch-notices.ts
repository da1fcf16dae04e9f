import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { ProjectDocument } from '../projects/project-document.entity';
import { sendGeneralMeetingNotice } from '../general-meetings/send-general-meeting-notice';
import { BatchProjectEntry } from './batch-project-entry.entity';
import { administersEntry } from './find-batch-project';

/** Sends one queued notice in the asker's name, or says why not. */
const sendEntryNotice = async (em: EntityManager, entry: BatchProjectEntry, appUrl: string, now: Date) => {
  const actor = entry.noticeRequestedBy;
  if (!actor || !(await administersEntry(em, actor, entry))) throw new DomainError('batchProjects.companyNotAdministered', { orgNo: entry.company.organisationNumber });
  const notice = await em.findOne(ProjectDocument, { project: entry.project, documentType: 'notice_general_meeting' });
  if (!notice) throw new DomainError('generalMeetings.notANotice');
  await sendGeneralMeetingNotice({ em, actor, company: entry.company, documentId: notice.id, input: { accessType: entry.noticeAccessType ?? 'open', message: entry.noticeMessage ?? '' }, appUrl, now });
};

/**
 * The background job's work for batch projects (issue 27): each queued notice, in the order asked, is sent as the
 * general meeting's own sending does (`sendGeneralMeetingNotice`: its shareholders, emails, lock and audit) and marked
 * sent in the same transaction; a refusal is kept as the entry's error. Returns how many were sent (their emails wait
 * in the outbox). An unexpected failure is thrown, leaving the rest queued for the job's retry.
 */
export const sendQueuedBatchNotices = async ({ em, appUrl, now = () => new Date() }: { em: EntityManager; appUrl: string; now?: () => Date }): Promise<number> => {
  let sent = 0;
  const populate = ['company', 'project', 'noticeRequestedBy'] as const;
  for (;;) {
    const [next] = await em.fork().find(BatchProjectEntry, { noticeState: 'QUEUED' }, { orderBy: { noticeRequestedAt: 'asc', position: 'asc' }, limit: 1 });
    if (!next) return sent;
    try {
      await em.fork().transactional(async (tx) => {
        const entry = await tx.findOneOrFail(BatchProjectEntry, next.id, { populate });
        await sendEntryNotice(tx, entry, appUrl, now());
        entry.noticeState = 'SENT';
      });
      sent += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await em.fork().nativeUpdate(BatchProjectEntry, { id: next.id }, { noticeState: 'FAILED', noticeError: error.code });
    }
  }
};
