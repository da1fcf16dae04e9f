import { advanceSubscriptionState, approveCompanyClaim, findPendingClaims, getBackOfficeCompany, searchBackOffice } from '@andel/domain/server';
import type { PendingClaimView } from '@andel/domain/shared';
import { ZBackOfficeSearchSchema } from '@andel/domain/shared';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { requireSuperAdmin } from './require-super-admin';

/**
 * The back office (seed: `/super-admin-backoffice`): search, a company's subscription and admins (every such call is
 * audited), and the background jobs that failed every retry.
 */
export const superAdminRoutes = ({ deadLetters }: Pick<BffDeps, 'deadLetters'>) =>
  newRouter()
    .use('/super-admin/*', requireSuperAdmin)
    .get('/super-admin/dead-letters', async (c) => c.json(await deadLetters()))
    .get('/super-admin/search', validate('query', ZBackOfficeSearchSchema), async (c) =>
      c.json(await searchBackOffice({ em: c.var.em, actor: c.var.user, input: c.req.valid('query') })),
    )
    .get('/super-admin/company/:orgNo', async (c) =>
      c.json(await getBackOfficeCompany({ em: c.var.em, actor: c.var.user, organisationNumber: c.req.param('orgNo') })),
    )
    .post('/super-admin/company/:orgNo/advance-subscription', async (c) => {
      const organisationNumber = c.req.param('orgNo');
      await advanceSubscriptionState({ em: c.var.em, actor: c.var.user, organisationNumber });
      return c.json(await getBackOfficeCompany({ em: c.var.em, actor: c.var.user, organisationNumber }));
    })
    // Claims no roles source proved (Swedish companies, or a Norwegian claimant without a role there), approved by hand.
    .get('/super-admin/company-claims', async (c) => c.json<PendingClaimView[]>(await findPendingClaims({ em: c.var.em })))
    .post('/super-admin/company/:orgNo/approve-claim', async (c) =>
      c.json(await approveCompanyClaim({ em: c.var.em, actor: c.var.user, organisationNumber: c.req.param('orgNo') })),
    );
