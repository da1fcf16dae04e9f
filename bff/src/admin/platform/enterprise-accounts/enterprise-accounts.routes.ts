import { getEnterpriseAccount, getEnterpriseAccountLogo, listEnterpriseAccounts, saveEnterpriseAccount, setEnterpriseAccountLogo } from '@andel/domain/server';
import { ZEnterpriseAccountSchema } from '@andel/domain/shared';
import { z } from 'zod';
import { newRouter } from '../../../shared/router';
import { uploadedFile } from '../../../shared/uploaded-file';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { requireSuperAdmin } from '../super-admin/require-super-admin';

const ZIdParamSchema = z.object({ id: z.uuid({ message: 'enterpriseAccount.notFound' }) });

/** Enterprise accounts (seed: `PUT /enterprise-accounts`, `POST /enterprise-accounts/{id}`): managed by super-admins, read by attached companies' admins. */
export const enterpriseAccountRoutes = () =>
  newRouter()
    .get('/enterprise-accounts', requireSuperAdmin, async (c) => c.json(await listEnterpriseAccounts({ em: c.var.em })))
    .put('/enterprise-accounts', requireSuperAdmin, validate('json', ZEnterpriseAccountSchema), async (c) => {
      const account = await saveEnterpriseAccount({ em: c.var.em, actor: c.var.user, input: c.req.valid('json') });
      return c.json(await getEnterpriseAccount({ em: c.var.em, user: c.var.user, id: account.id }), 201);
    })
    .get('/enterprise-accounts/:id', requireUser, validate('param', ZIdParamSchema), async (c) =>
      c.json(await getEnterpriseAccount({ em: c.var.em, user: c.var.user, id: c.req.valid('param').id })),
    )
    .post('/enterprise-accounts/:id', requireSuperAdmin, validate('param', ZIdParamSchema), validate('json', ZEnterpriseAccountSchema), async (c) => {
      const { id } = c.req.valid('param');
      await saveEnterpriseAccount({ em: c.var.em, actor: c.var.user, id, input: c.req.valid('json') });
      return c.json(await getEnterpriseAccount({ em: c.var.em, user: c.var.user, id }));
    })
    // The account's white-label logo (our path for setting it; the seed shows only GET /whitelabel/logo/{id}).
    .post('/enterprise-accounts/:id/logo', requireSuperAdmin, validate('param', ZIdParamSchema), async (c) => {
      const { data } = await uploadedFile(c, 'enterpriseAccount.logoUnsupported');
      return c.json(await setEnterpriseAccountLogo({ em: c.var.em, actor: c.var.user, id: c.req.valid('param').id, data }));
    })
    .delete('/enterprise-accounts/:id/logo', requireSuperAdmin, validate('param', ZIdParamSchema), async (c) =>
      c.json(await setEnterpriseAccountLogo({ em: c.var.em, actor: c.var.user, id: c.req.valid('param').id, data: null })),
    )
    .get('/whitelabel/logo/:id', validate('param', z.object({ id: z.uuid({ message: 'enterpriseAccount.logoNotFound' }) })), async (c) => {
      const { data, contentType } = await getEnterpriseAccountLogo({ em: c.var.em, id: c.req.valid('param').id });
      return c.body(data as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' });
    });
