import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';
import type { TBackOfficeSearch } from './super-admin.schemas';
import type { BackOfficeSearchResult } from './super-admin-views';

const limit = 50;

/** Companies by name or organisation number and users by name or email; the search itself is audited. */
export const searchBackOffice = ({ em, actor, input }: { em: EntityManager; actor: User; input: TBackOfficeSearch }): Promise<BackOfficeSearchResult> =>
  em.transactional(async (tx) => {
    const pattern = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [companies, users] = await Promise.all([
      tx.find(Company, { $or: [{ name: { $ilike: pattern } }, { organisationNumber: { $ilike: pattern } }] }, { orderBy: { name: 'asc' }, limit }),
      tx.find(User, { $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] }, { orderBy: { name: 'asc' }, limit }),
    ]);
    recordAuditEvent({ em: tx, type: 'superAdmin.searched', actor, after: { q: input.q, companies: companies.length, users: users.length } });
    await tx.flush();
    return {
      companies: companies.map((company) => ({
        organisationNumber: company.organisationNumber,
        name: company.name,
        country: company.country,
        subscriptionType: company.subscriptionType,
        subscriptionState: company.subscriptionState,
      })),
      users: users.map((user) => ({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, superAdmin: user.superAdmin })),
    };
  });
