import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { revokeCompanyAccess } from '../companies/grant-company-access';
import type { User } from '../users/user.entity';
import { findOwnPortfolio } from './find-own-portfolio';
import { PortfolioCompany } from './portfolio-company.entity';

type Options = { em: EntityManager; actor: User; id: string; offboardCompanies: boolean };

/**
 * Removes a portfolio; its companies stay the user's, outside any portfolio. With `offboardCompanies` the user
 * also gives up their own ADMIN access to each of its companies (other accesses, and other users, are untouched).
 */
export const dissolvePortfolio = ({ em, actor, id, offboardCompanies }: Options) =>
  em.transactional(async (tx) => {
    const portfolio = await findOwnPortfolio(tx, actor, id);
    const placed = await tx.find(PortfolioCompany, { portfolio }, { populate: ['company'] });
    const companies = placed.map(({ company }) => company);
    if (offboardCompanies && companies.length) {
      for (const access of await tx.find(CompanyAccess, { user: actor, accessType: 'ADMIN', company: { $in: companies } }))
        await revokeCompanyAccess({ em: tx, actor, access });
    }
    recordAuditEvent({
      em: tx,
      type: 'portfolio.dissolved',
      actor,
      before: { id, name: portfolio.name, organisationNumbers: companies.map((company) => company.organisationNumber) },
      after: { offboardCompanies },
    });
    for (const row of placed) tx.remove(row);
    tx.remove(portfolio);
  });
