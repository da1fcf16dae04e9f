import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyRole } from '../company-roles/company-role.entity';
import { Company } from '../companies/company.entity';
import { grantCompanyAccess } from '../companies/grant-company-access';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import { issueInvitations } from '../invitations/issue-invitations';
import { User } from '../users/user.entity';
import { findOwnPortfolio } from './find-own-portfolio';
import { findScopeCompanies } from './find-scope-companies';
import { findSubsidiaries } from './find-subsidiaries';
import type { ConnectedCompanies, Subsidiary } from './portfolio-views';
import { PortfolioCompany } from './portfolio-company.entity';
import type { TConnectCompanies } from './portfolio-tabs.schemas';
import type { SubsidiaryDirectory } from './subsidiary-directory';

/** Auto-onboarding makes the user the first administrator: only of a majority-owned subsidiary, or one they lead. */
const mayAutoonboard = (entries: Subsidiary[]) => entries.some((entry) => Number(entry.ownershipInPercent) > 50 || entry.isCEO || entry.isChairperson);

/** The invitation goes out in the recipient's language: their own as a user, as a role holder, else the company's. */
const languageOf = async (em: EntityManager, company: Company, email: string): Promise<Language> => {
  const user = await em.findOne(User, { email });
  if (user) return user.language;
  const role = await em.findOne(CompanyRole, { company, email }, { orderBy: { createdAt: 'asc' } });
  if (role) return role.language;
  return company.country === 'SE' ? 'sv' : 'nb';
};

type Options = { em: EntityManager; actor: User; input: TConnectCompanies; appUrl: string; subsidiaryDirectory: SubsidiaryDirectory };

/**
 * `POST /portfolio/connect-companies`: connects subsidiaries of companies the user administers (see
 * `findSubsidiaries`). Each ticked one gets an invitation for its receiver to become its administrator (one
 * email per receiver, in their language), or, auto-onboarding, the user becomes its administrator and it is
 * placed in the given portfolio. A company that is no such subsidiary is `company.notFound`.
 */
export const connectCompanies = ({ em, actor, input, appUrl, subsidiaryDirectory }: Options): Promise<ConnectedCompanies> =>
  em.transactional(async (tx) => {
    const portfolio = input.portfolioId ? await findOwnPortfolio(tx, actor, input.portfolioId) : null;
    const { companies, scoped } = await findScopeCompanies({ em: tx, user: actor, scope: { kind: 'all' } });
    const subsidiaries = await findSubsidiaries({ em: tx, user: actor, companies, scoped, directory: subsidiaryDirectory });
    const byReceiver = new Map<string, Company[]>();
    const connected: string[] = [];
    for (const { company: wanted, receiverEmail } of input.connectData) {
      if (connected.includes(wanted.organisationNumber)) continue;
      const entries = subsidiaries.filter((entry) => entry.organizationNumber === wanted.organisationNumber);
      const company = entries.length ? await tx.findOne(Company, { organisationNumber: wanted.organisationNumber }) : null;
      if (!company) throw new DomainError('company.notFound', { organisationNumber: wanted.organisationNumber });
      connected.push(company.organisationNumber);
      recordAuditEvent({ em: tx, type: 'portfolio.companyConnected', actor, company, after: { autoonboard: input.autoonboard, receiverEmail: input.autoonboard ? null : receiverEmail } });
      if (input.autoonboard) {
        if (!mayAutoonboard(entries)) throw new DomainError('portfolio.autoonboardNotAllowed', { organisationNumber: company.organisationNumber });
        await grantCompanyAccess({ em: tx, actor, user: actor, company, grant: { accessType: 'ADMIN' } });
        if (portfolio) {
          tx.create(PortfolioCompany, { user: actor, company, portfolio });
          recordAuditEvent({ em: tx, type: 'portfolio.companyAdded', actor, company, after: { portfolioId: portfolio.id } });
        }
      } else byReceiver.set(receiverEmail, [...(byReceiver.get(receiverEmail) ?? []), company]);
    }
    let invited = 0;
    for (const [email, targets] of byReceiver) {
      const language = await languageOf(tx, targets[0]!, email);
      invited += issueInvitations({ em: tx, actor, type: 'COMPANY', email, language, targets: targets.map((company) => ({ company })), appUrl }).length;
    }
    return { connected: connected.length, invited };
  });
