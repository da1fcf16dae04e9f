import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { BatchProjectEntry } from '../batch-projects/batch-project-entry.entity';
import { findMeetingDocument } from '../meeting-documents/find-meeting-document';
import type { TResendNotice, TSendForViewing } from '../meeting-documents/meeting-documents.schemas';
import { resendNotice } from '../meeting-documents/resend-notice';
import { sendNoticeForViewing } from '../meeting-documents/send-notice-for-viewing';
import { resendGeneralMeetingNotice } from './resend-general-meeting-notice';
import { sendGeneralMeetingNotice } from './send-general-meeting-notice';

type Sending = { em: EntityManager; actor: User; company: Company; documentId: string; appUrl: string };

const isGeneralMeetingNotice = async ({ em, company, documentId }: Sending) => (await findMeetingDocument(em, company, documentId)).documentType === 'notice_general_meeting';

/**
 * `POST /document/{documentId}/{orgNo}/send-for-viewing` for either meeting: a general meeting's notice goes to its
 * shareholders (`sendGeneralMeetingNotice`), a board meeting's to its board (issue 14's `sendNoticeForViewing`). A
 * batch project's notice is sent from the batch's overview, not here (seed 002, section 4: `batchProjects.sentFromBatch`).
 */
export const sendMeetingNoticeForViewing = async (options: Sending & { input: TSendForViewing }) => {
  const document = await findMeetingDocument(options.em, options.company, options.documentId);
  if (document.documentType !== 'notice_general_meeting') return sendNoticeForViewing(options);
  if (await options.em.count(BatchProjectEntry, { project: document.project })) throw new DomainError('batchProjects.sentFromBatch');
  return sendGeneralMeetingNotice(options);
};

/** `POST /document/{documentId}/{orgNo}/recipients/{recipientId}/resend` for either meeting's notice. */
export const resendMeetingNotice = async (options: Sending & { recipientId: string; input: TResendNotice }) =>
  (await isGeneralMeetingNotice(options)) ? resendGeneralMeetingNotice(options) : resendNotice(options);
