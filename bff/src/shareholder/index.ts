import {
  companySummary,
  findShareholder,
  findShareholderTransactions,
  getRegister,
  listShareTypes,
  shareholderDisplayName,
  shareholderPhone,
  updateShareholderField,
  type Shareholder,
} from '@andel/domain/server';
import { ZHolderFieldUpdateSchema } from '@andel/domain/shared';
import { authorizeCompany, requireCompanyAccess } from '../shared/authorize';
import { fieldUpdateResponse } from '../shared/field-update-response';
import { newRouter, type BffDeps } from '../shared/router';
import { requireUser } from '../shared/session';
import { validate } from '../shared/validate';

const shareholderPolicy = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** The holder's own details as the portal shows them: no remark or internal flags, and of a person's identity only the birth date. */
const holderDetailsJson = (s: Shareholder) => ({
  id: s.id,
  isCompany: s.isCompany,
  name: shareholderDisplayName(s),
  companyNumber: s.companyNumber,
  birthDate: s.birthDate,
  contactName: s.contactName,
  email: s.email,
  phone: shareholderPhone(s),
  address: s.address,
  postalCode: s.postalCode,
  city: s.city,
  country: s.country,
  bankDetailsCountry: s.bankDetailsCountry,
  bic: s.bic,
  iban: s.iban,
  lockupEndDate: s.lockupEndDate,
  loanAmount: s.loanAmount,
  isPledged: s.isPledged,
});

/** The shareholder portal's backend: a holder sees only what concerns the shareholder they act for. */
export const shareholderBff = ({ config }: BffDeps) =>
  newRouter()
    .get('/shareholder-view/:orgNo/:shareholderId', requireCompanyAccess(shareholderPolicy), (c) =>
      c.json({ company: companySummary(c.var.companyAccess), shareholderId: c.req.param('shareholderId') }),
    )
    .get('/shareholder-view/:orgNo/:shareholderId/overview', requireCompanyAccess(shareholderPolicy), async (c) => {
      const { company } = c.var.companyAccess;
      const [register, shareTypes] = await Promise.all([getRegister({ em: c.var.em, company }), listShareTypes(c.var.em, company)]);
      const own = register.rows.find((row) => row.shareholderId === c.req.param('shareholderId'));
      const shareType = (id: string) => shareTypes.find((type) => type.id === id)!;
      // Only this holder's row and the company totals: never other holders.
      return c.json({
        holdings: (own?.holdings ?? []).map((holding) => ({
          ...holding,
          shareTypeCode: shareType(holding.shareTypeId).code,
          customNames: shareType(holding.shareTypeId).customNames,
        })),
        totalShares: own?.totalShares ?? '0',
        totalVotes: own?.totalVotes ?? '0',
        shareOfShares: own?.shareOfShares ?? '0',
        shareOfVotes: own?.shareOfVotes ?? '0',
        companyTotalShares: register.totalShares,
        nominalValue: register.nominalValue,
      });
    })
    .get('/shareholder-view/:orgNo/:shareholderId/transactions', requireCompanyAccess(shareholderPolicy), async (c) => {
      const { company } = c.var.companyAccess;
      const [transactions, shareTypes] = await Promise.all([
        findShareholderTransactions({ em: c.var.em, company, shareholderId: c.req.param('shareholderId') }),
        listShareTypes(c.var.em, company),
      ]);
      const classes = new Map(shareTypes.map((type) => [type.id, { shareTypeCode: type.code, customNames: type.customNames }]));
      return c.json(transactions.map((transaction) => ({ ...transaction, ...classes.get(transaction.shareTypeId) })));
    })
    .get('/shareholder-view/:orgNo/:shareholderId/details', requireCompanyAccess(shareholderPolicy), async (c) =>
      c.json(holderDetailsJson(await findShareholder(c.var.em, c.var.companyAccess.company, c.req.param('shareholderId')))),
    )
    .post('/shareholder-view/update-shareholder/:orgNo', requireUser, validate('json', ZHolderFieldUpdateSchema), async (c) => {
      const input = c.req.valid('json');
      const { company } = await authorizeCompany(c, shareholderPolicy, c.req.param('orgNo'), input.shareholderId);
      const outcome = await updateShareholderField({ em: c.var.em, actor: c.var.user, company, ...input, allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT });
      return fieldUpdateResponse(c, outcome, input.fieldName);
    });
