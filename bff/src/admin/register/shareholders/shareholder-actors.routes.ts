import { addActorShareholders, findRoleActors, findShareholderActors, shareholderFacts } from '@andel/domain/server';
import { ZActorsAddSchema, ZRoleActorTypeSchema, type AccessPolicy, type TActor } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { errorBody } from '../../../shared/error-handler';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
const rolesView: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'companyRoles', level: 'VIEW' };

/** The actor selector (seed 001, sections 2 and 7): shareholders, board members and the CEO, and adding them to the register. */
export const shareholderActorRoutes = () =>
  newRouter()
    .get('/shareholder/:orgNo/actors', requireCompanyAccess(view), async (c) => c.json<TActor[]>(await findShareholderActors({ em: c.var.em, company: c.var.companyAccess.company })))
    .post('/shareholder/:orgNo/actors', requireCompanyAccess(edit), validate('json', ZActorsAddSchema), async (c) => {
      const added = await addActorShareholders({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, actors: c.req.valid('json') });
      if ('error' in added) return c.json({ ...errorBody(c, 'validationError'), errors: { [`${added.index}.${added.field}`]: added.error } }, 400);
      return c.json(added.shareholders.map((shareholder) => shareholderFacts(shareholder)), 201);
    })
    .get('/company-roles/:orgNo/actors/:type', requireCompanyAccess(rolesView), validate('param', ZRoleActorTypeSchema), async (c) =>
      c.json<TActor[]>(await findRoleActors({ em: c.var.em, company: c.var.companyAccess.company, type: c.req.valid('param').type })),
    );
