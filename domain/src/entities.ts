import { AuditEvent } from './audit/audit-event.entity';
import { LoginAttempt } from './auth/login-attempt.entity';
import { OneTimeToken } from './auth/one-time-token.entity';
import { Session } from './auth/session.entity';
import { CompanyAccess } from './company/company-access.entity';
import { CompanyRole } from './company/company-role.entity';
import { Company } from './company/company.entity';
import { EmailOutbox } from './email/email-outbox.entity';
import { StarredCompany } from './portfolio/starred-company.entity';
import { Portfolio } from './portfolio/portfolio.entity';
import { PortfolioCompany } from './portfolio/portfolio-company.entity';
import { RecentCompanyVisit } from './portfolio/recent-company-visit.entity';
import { RegisterCompany } from './companyRegister/register-company.entity';
import { User } from './user/user.entity';
import { CustomRole } from './access/custom-role.entity';
import { ShareType } from './shareType/share-type.entity';
import { Shareholder } from './shareholder/shareholder.entity';
import { Holding } from './transactionLog/holding.entity';
import { Posting } from './transactionLog/posting.entity';
import { RegisterHead } from './transactionLog/register-head.entity';
import { RegisterSnapshot } from './transactionLog/register-snapshot.entity';
import { ShareholderTotal } from './transactionLog/shareholder-total.entity';
import { TransactionLogEntry } from './transactionLog/transaction-log-entry.entity';
import { EnterpriseAccount } from './enterpriseAccount/enterprise-account.entity';
import { Invitation } from './invitation/invitation.entity';
import { InvitationRequest } from './invitation/invitation-request.entity';

/** Every entity, for the ORM configuration. */
export const entities = [User, Session, LoginAttempt, OneTimeToken, Company, CompanyAccess, CompanyRole, AuditEvent, EmailOutbox, StarredCompany, Portfolio, PortfolioCompany, RecentCompanyVisit, RegisterCompany, CustomRole, ShareType, Shareholder, TransactionLogEntry, Posting, Holding, ShareholderTotal, RegisterHead, RegisterSnapshot, EnterpriseAccount, Invitation, InvitationRequest];
