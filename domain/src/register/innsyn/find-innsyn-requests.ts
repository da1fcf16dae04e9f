import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { todayLocalDate } from '../../kernel/validation/local-date';
import { InnsynRequest } from './innsyn-request.entity';
import type { InnsynRequestView } from './innsyn-views';

/** The company's requests, newest first: open, overdue past the deadline's day, or sent. */
export const findInnsynRequests = async ({ em, company, now = new Date() }: { em: EntityManager; company: Company; now?: Date }): Promise<InnsynRequestView[]> =>
  (await em.find(InnsynRequest, { company }, { orderBy: { receivedAt: 'desc' }, populate: ['sentBy'] })).map((request) => ({
    id: request.id,
    requesterName: request.requesterName,
    requesterEmail: request.requesterEmail,
    message: request.message ?? null,
    receivedAt: request.receivedAt.toISOString(),
    deadline: request.deadline,
    status: request.sentAt ? 'SENT' : todayLocalDate(now) > request.deadline ? 'OVERDUE' : 'OPEN',
    sentAt: request.sentAt?.toISOString() ?? null,
    sentBy: request.sentBy?.name ?? null,
  }));
