import {
  addNamedShareholder,
  copyShareholders,
  createShareholder,
  deleteShareholderHard,
  findRepresentatives,
  findShareholderList,
  ZShareholderListQuerySchema,
  findShareholder,
  hasEverHeldShares,
  setShareholderPledge,
  setShareholderRemark,
  Shareholder,
  shareholderFacts,
  updateShareholderField,
} from '@andel/domain/server';
import {
  allows,
  ZCopyShareholdersSchema,
  ZNewShareholderSchema,
  ZPledgeSchema,
  ZRemarkSchema,
  ZShareholderFieldUpdateSchema,
  type AccessPolicy,
  type HeldAccess,
  type NewShareholder,
  type ShareholderDetailsRecord,
  type ShareholderListItem,
} from '@andel/domain/shared';
import { z } from 'zod';
import { authorizeCompany, requireCompanyAccess } from '../../../shared/authorize';
import { errorBody } from '../../../shared/error-handler';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { fieldUpdateResponse } from '../../../shared/field-update-response';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
const ZIdParamSchema = z.object({ id: z.uuid() });
/** Copying between companies: an admin of the source (the path) and of the target (`toOrgNo`). */
const copy: AccessPolicy = { accessTypes: ['ADMIN', 'SUPERADMIN'], feature: 'shareholders', level: 'EDIT' };

const shareholderInPath = companyOf('shareholder', 'id', 'param');

/** Full identity numbers go only to those who may edit shareholders (where an admin opens a holder); viewers see the birth date. */
const identityNumbersFor = (held: HeldAccess[]) => ({ identityNumbers: held.some((access) => allows(edit, access)) });


/** Shareholders on the register (seed: register, sections 3, 7 and 8). */
export const shareholderRoutes = ({ config }: BffDeps) =>
  newRouter()
    .use('/shareholder/*', requireUser)
    .get('/company/:orgNo/shareholders/list', requireCompanyAccess(view), validate('query', ZShareholderListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { company, held } = c.var.companyAccess;
      const page = await findShareholderList({ em: c.var.em, company, query });
      const shareholders = await c.var.em.find(Shareholder, { id: { $in: page.rows.map((row) => row.id) } });
      const byId = new Map(shareholders.map((shareholder) => [shareholder.id, shareholder]));
      setContentRange(c, 'shareholders', { from: query.range[0], count: page.rows.length, total: page.total });
      return c.json<ShareholderListItem[]>(page.rows.map(({ id, ...totals }) => ({ ...shareholderFacts(byId.get(id)!, identityNumbersFor(held)), ...totals })));
    })
    .post('/shareholder/new-shareholder', requireCompanyAccess(edit, orgNoInJson('orgNo')), validate('json', ZNewShareholderSchema), async (c) => {
      const { shareholderType, name } = c.req.valid('json');
      const { company } = c.var.companyAccess;
      const isCompany = shareholderType === 'COMPANY';
      if (name === undefined) return c.json<NewShareholder>({ shareholderId: (await createShareholder({ em: c.var.em, actor: c.var.user, company, isCompany })).id }, 201);
      const added = await addNamedShareholder({ em: c.var.em, actor: c.var.user, company, isCompany, name });
      if ('validationError' in added) return c.json({ ...errorBody(c, 'validationError'), errors: { name: added.validationError } }, 400);
      return c.json<NewShareholder>({ shareholderId: added.shareholder.id }, 201);
    })
    .post('/shareholder/update', requireCompanyAccess(edit, companyOf('shareholder', 'shareholderId', 'json')), validate('json', ZShareholderFieldUpdateSchema), async (c) => {
      const input = c.req.valid('json');
      const { company } = c.var.companyAccess;
      const outcome = await updateShareholderField({ em: c.var.em, actor: c.var.user, company, ...input, allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT });
      return fieldUpdateResponse(c, outcome, input.fieldName);
    })
    .get('/shareholder/:id', requireCompanyAccess(view, shareholderInPath), validate('param', ZIdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company, held } = c.var.companyAccess;
      const shareholder = await findShareholder(c.var.em, company, id);
      const [everHeldShares, representatives] = await Promise.all([hasEverHeldShares(c.var.em, shareholder), findRepresentatives({ em: c.var.em, company, shareholderId: id })]);
      return c.json<ShareholderDetailsRecord>({ ...shareholderFacts(shareholder, identityNumbersFor(held)), everHeldShares, representatives });
    })
    .put('/shareholder/:id/pledge', requireCompanyAccess(edit, shareholderInPath), validate('param', ZIdParamSchema), validate('json', ZPledgeSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const shareholder = await setShareholderPledge({ em: c.var.em, actor: c.var.user, company, shareholderId: id, ...c.req.valid('json') });
      return c.json(shareholderFacts(shareholder));
    })
    .put('/shareholder/:id/remark', requireCompanyAccess(edit, shareholderInPath), validate('param', ZIdParamSchema), validate('json', ZRemarkSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const shareholder = await setShareholderRemark({ em: c.var.em, actor: c.var.user, company, shareholderId: id, remark: c.req.valid('json').remark });
      return c.json(shareholderFacts(shareholder));
    })
    .post('/shareholder/:orgNo/copy', requireCompanyAccess(copy), validate('json', ZCopyShareholdersSchema), async (c) => {
      const { fromOrgNo, toOrgNo, shareholderIds } = c.req.valid('json');
      const from = c.var.companyAccess.company;
      if (fromOrgNo !== from.organisationNumber) return c.json({ ...errorBody(c, 'validationError'), errors: { fromOrgNo: 'invalidValue' } }, 400);
      const { company: to } = await authorizeCompany(c, copy, toOrgNo);
      return c.json(await copyShareholders({ em: c.var.em, actor: c.var.user, from, to, shareholderIds }));
    })
    .delete('/shareholder/delete-hard/:id', requireCompanyAccess(edit, shareholderInPath), validate('param', ZIdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      await deleteShareholderHard({ em: c.var.em, actor: c.var.user, company, shareholderId: id });
      return c.json({ ok: true });
    });
