import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { recentlyVisitedLimit } from './portfolio-scopes';
import { RecentCompanyVisit } from './recent-company-visit.entity';

/**
 * Notes that the user opened a company's pages, keeping the newest ten. Navigation history, not a change to
 * anything the user owns, so no audit event.
 */
export const recordCompanyVisit = ({ em, user, company }: { em: EntityManager; user: User; company: Company }) =>
  em.transactional(async (tx) => {
    await tx.upsert(RecentCompanyVisit, { user, company, visitedAt: new Date() });
    const older = await tx.find(RecentCompanyVisit, { user }, { orderBy: { visitedAt: 'desc' }, offset: recentlyVisitedLimit });
    for (const visit of older) tx.remove(visit);
  });
