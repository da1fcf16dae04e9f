import {
  confirmBeneficialOwnerStatement, createBeneficialOwnerStatement, findBeneficialOwnerLog, findBeneficialOwnersOverview, findPortfolioBeneficialOwners, getBeneficialOwnerStatement,
  portfolioScopeOf, updateBeneficialOwner,
} from '@andel/domain/server';
import {
  ZBeneficialOwnerStatementCreateSchema, ZBeneficialOwnerUpdateSchema, ZPortfolioScopeParamsSchema, type PortfolioBeneficialOwnersRow,
  type AccessPolicy, type BeneficialOwnerLogEntry, type BeneficialOwnersOverview, type BeneficialOwnerStatementView, type BeneficialOwnerView,
} from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'beneficialOwners', level: 'VIEW' };
const edit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'beneficialOwners', level: 'EDIT' };
const statementParam = z.object({ orgNo: z.string(), id: z.uuid() });

/** Beneficial owners: today's proposal with its chains, the dated statements, their log (seed: platform core, shareholder-register routes). */
export const beneficialOwnerRoutes = () =>
  newRouter()
    // The portfolio's tab: the starred companies the user administers (checked in the use-case).
    .get('/portfolio/:scope/beneficial-owners', requireUser, validate('param', ZPortfolioScopeParamsSchema), async (c) =>
      c.json<PortfolioBeneficialOwnersRow[]>(await findPortfolioBeneficialOwners({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(c.req.valid('param').scope) })),
    )
    .get('/company/:orgNo/beneficial-owners', requireCompanyAccess(view), async (c) =>
      c.json<BeneficialOwnersOverview>(await findBeneficialOwnersOverview({ em: c.var.em, company: c.var.companyAccess.company })),
    )
    .post('/company/:orgNo/beneficial-owners', requireCompanyAccess(edit), validate('json', ZBeneficialOwnerStatementCreateSchema), async (c) =>
      c.json<BeneficialOwnerStatementView>(await createBeneficialOwnerStatement({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') }), 201),
    )
    .get('/company/:orgNo/beneficial-owners/:id', requireCompanyAccess(view), validate('param', statementParam), async (c) =>
      c.json<BeneficialOwnerStatementView>(await getBeneficialOwnerStatement({ em: c.var.em, company: c.var.companyAccess.company, id: c.req.valid('param').id })),
    )
    .put('/company/:orgNo/beneficial-owners/:id/confirm', requireCompanyAccess(edit), validate('param', statementParam), async (c) =>
      c.json<BeneficialOwnerStatementView>(await confirmBeneficialOwnerStatement({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id })),
    )
    .put('/company/:orgNo/beneficial-owners/:id/owners/:ownerId', requireCompanyAccess(edit), validate('param', statementParam.extend({ ownerId: z.uuid() })), validate('json', ZBeneficialOwnerUpdateSchema), async (c) => {
      const { id, ownerId } = c.req.valid('param');
      return c.json<BeneficialOwnerView>(await updateBeneficialOwner({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, statementId: id, ownerId, input: c.req.valid('json') }));
    })
    .get('/company/:orgNo/beneficial-owners/:id/log', requireCompanyAccess(view), validate('param', statementParam), validate('query', z.object({ beneficialOwnerId: z.uuid().optional() })), async (c) =>
      c.json<BeneficialOwnerLogEntry[]>(await findBeneficialOwnerLog({ em: c.var.em, company: c.var.companyAccess.company, statementId: c.req.valid('param').id, beneficialOwnerId: c.req.valid('query').beneficialOwnerId })),
    );
