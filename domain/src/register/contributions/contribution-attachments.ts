import { LockMode, type EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { attachmentInfo } from '../attachments/attachment-json';
import { checkedUpload } from '../attachments/checked-upload';
import { attachmentLimits } from '../attachments/transaction-attachment.schemas';
import { ContributionAttachment } from './contribution-attachment.entity';
import { requireContributionBook } from './contribution-book';
import type { ContributionBook } from './contribution-types';
import { ShareholderContribution } from './shareholder-contribution.entity';

type Scope = { em: EntityManager; company: Company; book: ContributionBook; contributionId: string };

/** `POST /shareholderContribution/{orgNo}/{id}/attachments`: the log entries' file checks and limits, audited with the SHA-256. */
export const addContributionAttachment = ({ em, actor, company, book, contributionId, upload }: Scope & { actor: User; upload: { data: Uint8Array; fileName: string } }) =>
  em.transactional(async (tx) => {
    requireContributionBook(company, book);
    const contribution = await tx.findOne(ShareholderContribution, { id: contributionId, company, book }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!contribution) throw new DomainError('contributions.notFound');
    const file = await checkedUpload(upload);
    if ((await tx.count(ContributionAttachment, { contribution })) >= attachmentLimits.maxPerEntry)
      throw new DomainError('transactions.attachment.tooMany', { max: attachmentLimits.maxPerEntry });
    const attachment = tx.create(ContributionAttachment, { company, contribution, ...file, createdBy: actor });
    const info = attachmentInfo(attachment);
    recordAuditEvent({ em: tx, type: 'contribution.attachmentAdded', actor, company, after: { contributionId, ...info } });
    return info;
  });

/** One attachment of an entry of the book, its bytes loaded when `withContent`. */
export const getContributionAttachment = async ({ em, company, book, contributionId, attachmentId, withContent = false }: Scope & { attachmentId: string; withContent?: boolean }) => {
  const attachment = await em.findOne(
    ContributionAttachment,
    { id: attachmentId, company, contribution: { id: contributionId, book } },
    { populate: withContent ? ['createdBy', 'content'] : ['createdBy'] },
  );
  if (!attachment) throw new DomainError('transactions.attachment.notFound');
  return attachment;
};

/** `DELETE /shareholderContribution/{orgNo}/{id}/attachments/{attId}`, audited. */
export const deleteContributionAttachment = ({ em, actor, company, book, contributionId, attachmentId }: Scope & { actor: User; attachmentId: string }) =>
  em.transactional(async (tx) => {
    requireContributionBook(company, book);
    const attachment = await getContributionAttachment({ em: tx, company, book, contributionId, attachmentId });
    recordAuditEvent({ em: tx, type: 'contribution.attachmentDeleted', actor, company, before: { contributionId, ...attachmentInfo(attachment) } });
    tx.remove(attachment);
    return { id: attachmentId };
  });
