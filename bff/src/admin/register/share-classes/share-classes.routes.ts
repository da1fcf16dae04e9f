import { createShareType, deleteShareType, editShareType, findShareType, listShareTypes } from '@andel/domain/server';
import { ZShareTypeCreateSchema, ZShareTypeEditSchema, type AccessPolicy } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareClasses', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };

const shareTypeJson = (shareType: Awaited<ReturnType<typeof listShareTypes>>[number]) => ({
  id: shareType.id,
  sharetypeId: shareType.id,
  shareTypeCode: shareType.code,
  votesPerShare: shareType.votesPerShare,
  historical: shareType.historical,
  customNames: shareType.customNames,
});

/** Share classes (seed: register, sections 3 and 7). */
export const shareTypeRoutes = () =>
  newRouter()
    .use('/sharetype/*', requireUser)
    .get('/company/:orgNo/shareholders/classes', requireCompanyAccess(view), async (c) => {
      const shareTypes = await listShareTypes(c.var.em, c.var.companyAccess.company);
      setContentRange(c, 'classes', { count: shareTypes.length });
      return c.json(shareTypes.map(shareTypeJson));
    })
    .get('/company/:orgNo/shareholders/classes/:id', requireCompanyAccess(view), validate('param', z.object({ orgNo: z.string(), id: z.uuid() })), async (c) =>
      c.json(shareTypeJson(await findShareType(c.var.em, c.var.companyAccess.company, c.req.valid('param').id))),
    )
    .post('/sharetype/new', requireCompanyAccess(edit, orgNoInJson('organizationnumber')), validate('json', ZShareTypeCreateSchema), async (c) => {
      const input = c.req.valid('json');
      const { company } = c.var.companyAccess;
      const shareType = await createShareType({ em: c.var.em, actor: c.var.user, company, input });
      return c.json(shareTypeJson(shareType), 201);
    })
    .post('/sharetype/edit/:id', requireCompanyAccess(edit, companyOf('shareType', 'id', 'param')), validate('param', z.object({ id: z.uuid() })), validate('json', ZShareTypeEditSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      return c.json(shareTypeJson(await editShareType({ em: c.var.em, actor: c.var.user, company, id, input: c.req.valid('json') })));
    })
    .delete('/sharetype/:orgNo/:id', requireCompanyAccess(edit), validate('param', z.object({ orgNo: z.string(), id: z.uuid() })), async (c) => {
      const deleted = await deleteShareType({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id });
      return c.json({ ...shareTypeJson(deleted), id: c.req.valid('param').id });
    });
