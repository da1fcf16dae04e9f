import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { findOwnPortfolio } from './find-own-portfolio';
import { PortfolioCompany } from './portfolio-company.entity';

type Options = { em: EntityManager; actor: User; portfolioId: string; organisationNumbers: string[] };

/**
 * Places companies the user has access to in one of their portfolios. A company already in another of their
 * portfolios moves (a company is in at most one portfolio per user), so this is also the move.
 */
export const addCompaniesToPortfolio = ({ em, actor, portfolioId, organisationNumbers }: Options) =>
  em.transactional(async (tx) => {
    const portfolio = await findOwnPortfolio(tx, actor, portfolioId);
    const wanted = [...new Set(organisationNumbers)];
    const accesses = await tx.find(CompanyAccess, { user: actor, company: { organisationNumber: { $in: wanted } } }, { populate: ['company'] });
    const companies = [...new Map(accesses.map(({ company }) => [company.id, company])).values()];
    const missing = wanted.find((orgNo) => !companies.some((company) => company.organisationNumber === orgNo));
    if (missing) throw new DomainError('access.forbidden', { organisationNumber: missing });
    const placed = await tx.find(PortfolioCompany, { user: actor, company: { $in: companies } });
    for (const company of companies) {
      const existing = placed.find((row) => row.company.id === company.id);
      if (existing?.portfolio.id === portfolio.id) continue;
      const before = existing ? { portfolioId: existing.portfolio.id } : undefined;
      if (existing) existing.portfolio = portfolio;
      else tx.create(PortfolioCompany, { user: actor, company, portfolio });
      recordAuditEvent({ em: tx, type: 'portfolio.companyAdded', actor, company, before, after: { portfolioId: portfolio.id } });
    }
  });
