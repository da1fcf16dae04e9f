import { findInnsynRequests, sendInnsynCopy } from '@andel/domain/server';
import { ZInnsynParamSchema, type AccessPolicy } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';

/** Requests for a copy of the register are the shareholder register's: its viewers see them, its editors send the copy. */
const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };
const edit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'shareholders', level: 'EDIT' };

/** The company's innsyn requests with their deadline, and sending the redacted copy by email. */
export const innsynRoutes = ({ emailQueued }: BffDeps) =>
  newRouter()
    .get('/company/:orgNo/innsyn', requireCompanyAccess(view), async (c) => c.json(await findInnsynRequests({ em: c.var.em, company: c.var.companyAccess.company })))
    .post('/company/:orgNo/innsyn/:id/send', requireCompanyAccess(edit), validate('param', ZInnsynParamSchema), async (c) => {
      const sent = await sendInnsynCopy({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id });
      emailQueued();
      return c.json(sent);
    });
