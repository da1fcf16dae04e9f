import { newRouter, type BffDeps } from '../shared/router';
import { companyRoleRoutes } from './companyRole/company-role.routes';
import { companySettingsRoutes } from './companySettings/company-settings.routes';
import { companySearchRoutes } from './companySearch/company-search.routes';
import { exportRoutes } from './importExport/export.routes';
import { importRoutes } from './importExport/import.routes';
import { customRoleRoutes } from './customRole/custom-role.routes';
import { portfolioRoutes } from './portfolio.routes';
import { portfolioTabRoutes } from './portfolio-tabs.routes';
import { portfolioDetailRoutes } from './portfolio-details.routes';
import { shareholderRoutes } from './shareholder/shareholder.routes';
import { shareTypeRoutes } from './shareType/share-type.routes';
import { enterpriseAccountRoutes } from './enterpriseAccount/enterprise-account.routes';
import { superAdminRoutes } from './superAdmin/super-admin.routes';
import { transactionRoutes } from './transactionLog/transaction.routes';
import { transactionDocumentRoutes } from './transactionLog/transaction-documents.routes';
import { administratorRoutes } from './invitation/administrators.routes';
import { invitationRequestRoutes } from './invitation/invitation-request.routes';
import { notifyShareholdersRoutes } from './invitation/notify-shareholders.routes';

/** The admin console's backend: portfolio and, under /company/{orgNo}, the company administration. */
export const adminBff = (deps: BffDeps) =>
  newRouter()
    .route('/', portfolioDetailRoutes())
    .route('/', portfolioRoutes())
    .route('/', portfolioTabRoutes(deps))
    .route('/', companySearchRoutes(deps))
    .route('/', companyRoleRoutes())
    .route('/', shareTypeRoutes())
    .route('/', shareholderRoutes(deps))
    .route('/', transactionRoutes())
    .route('/', transactionDocumentRoutes())
    .route('/', companySettingsRoutes())
    .route('/', superAdminRoutes())
    .route('/', enterpriseAccountRoutes())
    .route('/', importRoutes(deps))
    .route('/', exportRoutes())
    .route('/', customRoleRoutes())
    .route('/', administratorRoutes(deps))
    .route('/', invitationRequestRoutes(deps))
    .route('/', notifyShareholdersRoutes(deps));
