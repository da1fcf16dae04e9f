import {
  companySummary,
  contractNote,
  findShareholder,
  findShareholderTransactions,
  getRegister,
  listShareClasses,
  shareCertificate,
  shareholderFacts,
  updateShareholderField,
  type Shareholder,
} from '@andel/domain/server';
import {
  certificateLanguages,
  ZHolderContractNoteSchema,
  ZHolderFieldUpdateSchema,
  type HolderDetails,
  type HolderOverview,
  type HolderTransaction,
} from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { orgNoInPathForShareholderInJson } from '../../../shared/company-locator';
import { fieldUpdateResponse } from '../../../shared/field-update-response';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';

const ZCertificateParamSchema = z.object({ orgNo: z.string(), shareholderId: z.string(), lang: z.enum(certificateLanguages) });

const shareholderPolicy = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** The holder's own details as the portal shows them: no remark or internal flags, and of a person's identity only the birth date. */
const holderDetailsJson = (s: Shareholder): HolderDetails => {
  const { id, isCompany, name, companyNumber, birthDate, contactName, email, phone, address, postalCode, city, country, bankDetailsCountry, bic, iban, lockupEndDate, loanAmount, isPledged } =
    shareholderFacts(s);
  return { id, isCompany, name, companyNumber, birthDate, contactName, email, phone, address, postalCode, city, country, bankDetailsCountry, bic, iban, lockupEndDate, loanAmount, isPledged };
};

/** The shareholder portal's routes: a holder sees only what concerns the shareholder they act for. */
export const shareholderPortalRoutes = ({ config }: BffDeps) =>
  newRouter()
    // The seed's /shareholder-view/{orgNo}/certificate/{a}/{b}: the holder acted for, and the language.
    .get('/shareholder-view/:orgNo/certificate/:shareholderId/:lang', requireCompanyAccess(shareholderPolicy), validate('param', ZCertificateParamSchema), async (c) => {
      const { company } = c.var.companyAccess;
      return sendFile(c, await shareCertificate({ em: c.var.em, company, shareholderId: c.req.param('shareholderId'), language: c.req.valid('param').lang }));
    })
    // The contract note of a sale the holder acted for is the seller or the buyer in.
    .post(
      '/shareholder-view/:orgNo/download-contract-note/:id',
      requireCompanyAccess(shareholderPolicy, orgNoInPathForShareholderInJson('shareholderId')),
      validate('param', z.object({ orgNo: z.string(), id: z.uuid() })),
      validate('json', ZHolderContractNoteSchema),
      async (c) => {
        const { shareholderId, lang } = c.req.valid('json');
        const { company } = c.var.companyAccess;
        return sendFile(c, await contractNote({ em: c.var.em, company, entryId: c.req.valid('param').id, language: lang ?? c.var.user.language, party: shareholderId }));
      },
    )
    .get('/shareholder-view/:orgNo/:shareholderId', requireCompanyAccess(shareholderPolicy), async (c) =>
      c.json({ company: await companySummary(c.var.companyAccess, c.var.em), shareholderId: c.req.param('shareholderId') }),
    )
    .get('/shareholder-view/:orgNo/:shareholderId/overview', requireCompanyAccess(shareholderPolicy), async (c) => {
      const { company } = c.var.companyAccess;
      const [register, shareClasses] = await Promise.all([getRegister({ em: c.var.em, company }), listShareClasses(c.var.em, company)]);
      const own = register.rows.find((row) => row.shareholderId === c.req.param('shareholderId'));
      const shareClass = (id: string) => shareClasses.find((type) => type.id === id)!;
      // Only this holder's row and the company totals: never other holders.
      return c.json<HolderOverview>({
        holdings: (own?.holdings ?? []).map((holding) => ({
          ...holding,
          shareTypeCode: shareClass(holding.shareTypeId).code,
          customNames: shareClass(holding.shareTypeId).customNames,
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
      const [transactions, shareClasses] = await Promise.all([
        findShareholderTransactions({ em: c.var.em, company, shareholderId: c.req.param('shareholderId') }),
        listShareClasses(c.var.em, company),
      ]);
      const classes = new Map(shareClasses.map((type) => [type.id, { shareTypeCode: type.code, customNames: type.customNames }]));
      return c.json<HolderTransaction[]>(transactions.map((transaction) => ({ ...transaction, ...classes.get(transaction.shareTypeId)! })));
    })
    .get('/shareholder-view/:orgNo/:shareholderId/details', requireCompanyAccess(shareholderPolicy), async (c) =>
      c.json(holderDetailsJson(await findShareholder(c.var.em, c.var.companyAccess.company, c.req.param('shareholderId')))),
    )
    .post('/shareholder-view/update-shareholder/:orgNo', requireCompanyAccess(shareholderPolicy, orgNoInPathForShareholderInJson('shareholderId')), validate('json', ZHolderFieldUpdateSchema), async (c) => {
      const input = c.req.valid('json');
      const { company } = c.var.companyAccess;
      const outcome = await updateShareholderField({ em: c.var.em, actor: c.var.user, company, ...input, allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT });
      return fieldUpdateResponse(c, outcome, input.fieldName);
    });
