import { companySummary } from '@andel/domain/server';
import { anyCompanyAccess, requireCompanyAccess } from '../../shared/authorize';
import { newRouter } from '../../shared/router';

/** The company header every app shows; any access to the company may read it. */
export const companyRoutes = () => newRouter().get('/company/:orgNo', requireCompanyAccess(anyCompanyAccess), (c) => c.json(companySummary(c.var.companyAccess)));
