import {
  createShareholder,
  deleteShareholderHard,
  findShareholderList,
  ZShareholderListQuerySchema,
  findShareholder,
  findShareholderOrganisationNumber,
  setShareholderPledge,
  setShareholderRemark,
  Shareholder,
  shareholderDisplayName,
  shareholderPhone,
  updateShareholderField,
} from '@andel/domain/server';
import { DomainError, ZNewShareholderSchema, ZPledgeSchema, ZRemarkSchema, ZShareholderFieldUpdateSchema, type AccessPolicy } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../shared/app-env';
import { authorizeCompany, requireCompanyAccess } from '../../shared/authorize';
import { fieldUpdateResponse } from '../../shared/field-update-response';
import { newRouter, type BffDeps } from '../../shared/router';
import { requireUser } from '../../shared/session';
import { validate } from '../../shared/validate';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
const ZIdParamSchema = z.object({ id: z.uuid() });

/** Authorises a call that names only a shareholder: through the company the shareholder belongs to. */
const authorizeShareholder = async (c: Context<AppEnv>, policy: AccessPolicy, id: string) => {
  const organisationNumber = await findShareholderOrganisationNumber(c.var.em, id);
  if (!organisationNumber) throw new DomainError('shareholders.notFound');
  return authorizeCompany(c, policy, organisationNumber);
};

const shareholderJson = (s: Shareholder) => ({
  id: s.id,
  isCompany: s.isCompany,
  name: shareholderDisplayName(s),
  firstName: s.firstName,
  middleName: s.middleName,
  lastName: s.lastName,
  companyName: s.companyName,
  companyNumber: s.companyNumber,
  nationalId: s.nationalId,
  birthDate: s.birthDate,
  gender: s.gender,
  contactName: s.contactName,
  contactNationalId: s.contactNationalId,
  email: s.email,
  phone: shareholderPhone(s),
  address: s.address,
  postalCode: s.postalCode,
  city: s.city,
  country: s.country,
  nationality: s.nationality,
  utlNumber: s.utlNumber,
  isEmployee: s.isEmployee,
  issuedShareholderCertificate: s.issuedShareholderCertificate,
  bic: s.bic,
  iban: s.iban,
  bankDetailsCountry: s.bankDetailsCountry,
  lockupEndDate: s.lockupEndDate,
  loanAmount: s.loanAmount,
  isPledged: s.isPledged,
  pledgeComment: s.pledgeComment,
  remark: s.remark,
});

/** Shareholders on the register (seed: register, sections 3, 7 and 8). */
export const shareholderRoutes = ({ config }: BffDeps) =>
  newRouter()
    .use('/shareholder/*', requireUser)
    .get('/company/:orgNo/shareholders/list', requireCompanyAccess(view), validate('query', ZShareholderListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { company } = c.var.companyAccess;
      const page = await findShareholderList({ em: c.var.em, company, query });
      const shareholders = await c.var.em.find(Shareholder, { id: { $in: page.rows.map((row) => row.id) } });
      const byId = new Map(shareholders.map((shareholder) => [shareholder.id, shareholder]));
      const start = query.range[0];
      c.header('Content-Range', `shareholders ${start}-${start + Math.max(0, page.rows.length - 1)}/${page.total}`);
      return c.json(page.rows.map(({ id, ...totals }) => ({ ...shareholderJson(byId.get(id)!), ...totals })));
    })
    .post('/shareholder/new-shareholder', validate('json', ZNewShareholderSchema), async (c) => {
      const { orgNo, shareholderType } = c.req.valid('json');
      const { company } = await authorizeCompany(c, edit, orgNo);
      const shareholder = await createShareholder({ em: c.var.em, actor: c.var.user, company, isCompany: shareholderType === 'COMPANY' });
      return c.json({ shareholderId: shareholder.id }, 201);
    })
    .post('/shareholder/update', validate('json', ZShareholderFieldUpdateSchema), async (c) => {
      const input = c.req.valid('json');
      const { company } = await authorizeShareholder(c, edit, input.shareholderId);
      const outcome = await updateShareholderField({ em: c.var.em, actor: c.var.user, company, ...input, allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT });
      return fieldUpdateResponse(c, outcome, input.fieldName);
    })
    .get('/shareholder/:id', validate('param', ZIdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = await authorizeShareholder(c, view, id);
      return c.json(shareholderJson(await findShareholder(c.var.em, company, id)));
    })
    .put('/shareholder/:id/pledge', validate('param', ZIdParamSchema), validate('json', ZPledgeSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = await authorizeShareholder(c, edit, id);
      const shareholder = await setShareholderPledge({ em: c.var.em, actor: c.var.user, company, shareholderId: id, ...c.req.valid('json') });
      return c.json(shareholderJson(shareholder));
    })
    .put('/shareholder/:id/remark', validate('param', ZIdParamSchema), validate('json', ZRemarkSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = await authorizeShareholder(c, edit, id);
      const shareholder = await setShareholderRemark({ em: c.var.em, actor: c.var.user, company, shareholderId: id, remark: c.req.valid('json').remark });
      return c.json(shareholderJson(shareholder));
    })
    .delete('/shareholder/delete-hard/:id', validate('param', ZIdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = await authorizeShareholder(c, edit, id);
      await deleteShareholderHard({ em: c.var.em, actor: c.var.user, company, shareholderId: id });
      return c.json({ ok: true });
    });
