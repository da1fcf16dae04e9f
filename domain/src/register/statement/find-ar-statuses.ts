import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import type { User } from '../../platform/users/user.entity';
import { arStatus, lastFullYear, statementDeadline } from './ar-status';
import { RegisterStatement } from './register-statement.entity';
import type { ArStatusRow } from './statement-views';

/** `GET /statement/ar-status`: the last full year's statement status of every Norwegian company the user administers. */
export const findArStatuses = async ({ em, user, now = new Date() }: { em: EntityManager; user: User; now?: Date }): Promise<ArStatusRow[]> => {
  const year = lastFullYear(now);
  const accesses = await em.find(CompanyAccess, { user, accessType: 'ADMIN', company: { country: 'NO' } }, { populate: ['company'] });
  const companies = accesses.map((access) => access.company);
  const filed = new Map((await em.find(RegisterStatement, { company: companies, year })).map((statement) => [statement.company.id, statement.sentAt]));
  return companies
    .map((company) => ({
      organisationNumber: company.organisationNumber,
      name: company.name,
      year,
      deadline: statementDeadline(year),
      status: arStatus({ year, sentAt: filed.get(company.id) ?? null, now }),
      sentAt: filed.get(company.id)?.toISOString() ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
};
