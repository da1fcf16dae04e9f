import { createShareClass, deleteShareClass, editShareClass, findShareClass, listShareClasses } from '@andel/domain/server';
import { ZShareClassCreateSchema, ZShareClassEditSchema, type AccessPolicy, type ShareClassRecord } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';

const edit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareClasses', level: 'EDIT' };
/** The classes name every holding, so whoever may view shareholders or transactions may read them too. */
const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareClasses', level: 'VIEW', viewableWith: ['shareholders', 'transactions'] };

const shareClassJson = (shareClass: Awaited<ReturnType<typeof listShareClasses>>[number]): ShareClassRecord => ({
  id: shareClass.id,
  sharetypeId: shareClass.id,
  shareTypeCode: shareClass.code,
  votesPerShare: shareClass.votesPerShare,
  historical: shareClass.historical,
  customNames: shareClass.customNames,
});

/** Share classes (seed: register, sections 3 and 7). */
export const shareClassRoutes = () =>
  newRouter()
    .use('/sharetype/*', requireUser)
    .get('/company/:orgNo/shareholders/classes', requireCompanyAccess(view), async (c) => {
      const shareClasses = await listShareClasses(c.var.em, c.var.companyAccess.company);
      setContentRange(c, 'classes', { count: shareClasses.length });
      return c.json(shareClasses.map(shareClassJson));
    })
    .get('/company/:orgNo/shareholders/classes/:id', requireCompanyAccess(view), validate('param', z.object({ orgNo: z.string(), id: z.uuid() })), async (c) =>
      c.json(shareClassJson(await findShareClass(c.var.em, c.var.companyAccess.company, c.req.valid('param').id))),
    )
    .post('/sharetype/new', requireCompanyAccess(edit, orgNoInJson('organizationnumber')), validate('json', ZShareClassCreateSchema), async (c) => {
      const input = c.req.valid('json');
      const { company } = c.var.companyAccess;
      const shareClass = await createShareClass({ em: c.var.em, actor: c.var.user, company, input });
      return c.json(shareClassJson(shareClass), 201);
    })
    .post('/sharetype/edit/:id', requireCompanyAccess(edit, companyOf('shareClass', 'id', 'param')), validate('param', z.object({ id: z.uuid() })), validate('json', ZShareClassEditSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      return c.json(shareClassJson(await editShareClass({ em: c.var.em, actor: c.var.user, company, id, input: c.req.valid('json') })));
    })
    .delete('/sharetype/:orgNo/:id', requireCompanyAccess(edit), validate('param', z.object({ orgNo: z.string(), id: z.uuid() })), async (c) => {
      const deleted = await deleteShareClass({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id });
      return c.json({ ...shareClassJson(deleted), id: c.req.valid('param').id });
    });
