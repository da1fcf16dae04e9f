import { companySummary } from '@andel/domain/server';
import { grantedAccessTypes } from '@andel/domain/shared';
import { requireCompanyAccess } from '../shared/authorize';
import { newRouter } from '../shared/router';

/** The company header every app shows; any access to the company may read it. */
export const companyRoutes = () =>
  newRouter().get('/company/:orgNo', requireCompanyAccess({ accessTypes: grantedAccessTypes, feature: 'dashboard', level: 'VIEW' }), (c) =>
    c.json(companySummary(c.var.companyAccess)),
  );
