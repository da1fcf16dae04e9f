import {
  createShareholder,
  deleteShareholderHard,
  findShareholderList,
  ZShareholderListQuerySchema,
  findShareholder,
  setShareholderPledge,
  setShareholderRemark,
  Shareholder,
  updateShareholderField,
} from '@andel/domain/server';
import { ZNewShareholderSchema, ZPledgeSchema, ZRemarkSchema, ZShareholderFieldUpdateSchema, type AccessPolicy } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../shared/authorize';
import { companyOf, orgNoInJson } from '../../shared/company-locator';
import { errorBody } from '../../shared/error-handler';
import { newRouter, type BffDeps } from '../../shared/router';
import { requireUser } from '../../shared/session';
import { validate } from '../../shared/validate';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
const ZIdParamSchema = z.object({ id: z.uuid() });

const shareholderInPath = companyOf('shareholder', 'id', 'param');

const shareholderJson = (s: Shareholder) => ({
  id: s.id,
  isCompany: s.isCompany,
  name: s.isCompany ? s.companyName : [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ') || null,
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
  phone: s.phoneNumber ? `${s.phoneCountryCode ?? ''} ${s.phoneNumber}`.trim() : null,
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
      return c.json(page.rows.map((row) => ({ ...shareholderJson(byId.get(row.id)!), totalShares: row.totalShares, totalVotes: row.totalVotes })));
    })
    .post('/shareholder/new-shareholder', requireCompanyAccess(edit, orgNoInJson('orgNo')), validate('json', ZNewShareholderSchema), async (c) => {
      const { shareholderType } = c.req.valid('json');
      const { company } = c.var.companyAccess;
      const shareholder = await createShareholder({ em: c.var.em, actor: c.var.user, company, isCompany: shareholderType === 'COMPANY' });
      return c.json({ shareholderId: shareholder.id }, 201);
    })
    .post('/shareholder/update', requireCompanyAccess(edit, companyOf('shareholder', 'shareholderId', 'json')), validate('json', ZShareholderFieldUpdateSchema), async (c) => {
      const input = c.req.valid('json');
      const { company } = c.var.companyAccess;
      const outcome = await updateShareholderField({ em: c.var.em, actor: c.var.user, company, ...input, allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT });
      if (outcome.result === 'success') return c.json({ success: true });
      return c.json({ ...errorBody(c, 'validationError', { field: input.fieldName }), validationError: outcome.validationError }, 400);
    })
    .get('/shareholder/:id', requireCompanyAccess(view, shareholderInPath), validate('param', ZIdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      return c.json(shareholderJson(await findShareholder(c.var.em, company, id)));
    })
    .put('/shareholder/:id/pledge', requireCompanyAccess(edit, shareholderInPath), validate('param', ZIdParamSchema), validate('json', ZPledgeSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const shareholder = await setShareholderPledge({ em: c.var.em, actor: c.var.user, company, shareholderId: id, ...c.req.valid('json') });
      return c.json(shareholderJson(shareholder));
    })
    .put('/shareholder/:id/remark', requireCompanyAccess(edit, shareholderInPath), validate('param', ZIdParamSchema), validate('json', ZRemarkSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const shareholder = await setShareholderRemark({ em: c.var.em, actor: c.var.user, company, shareholderId: id, remark: c.req.valid('json').remark });
      return c.json(shareholderJson(shareholder));
    })
    .delete('/shareholder/delete-hard/:id', requireCompanyAccess(edit, shareholderInPath), validate('param', ZIdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      await deleteShareholderHard({ em: c.var.em, actor: c.var.user, company, shareholderId: id });
      return c.json({ ok: true });
    });
