import { companySummary, getRegister, listShareTypes, shareCertificate } from '@andel/domain/server';
import { certificateLanguages } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../shared/authorize';
import { newRouter, type BffDeps } from '../shared/router';
import { sendFile } from '../shared/send-file';
import { validate } from '../shared/validate';

const ZCertificateParamSchema = z.object({ orgNo: z.string(), shareholderId: z.string(), lang: z.enum(certificateLanguages) });

const shareholderPolicy = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** The shareholder portal's backend: a holder sees only what concerns the shareholder they act for. */
export const shareholderBff = (_deps: BffDeps) =>
  newRouter()
    // The seed's /shareholder-view/{orgNo}/certificate/{a}/{b}: the holder acted for, and the language.
    .get('/shareholder-view/:orgNo/certificate/:shareholderId/:lang', requireCompanyAccess(shareholderPolicy), validate('param', ZCertificateParamSchema), async (c) => {
      const { company } = c.var.companyAccess;
      return sendFile(c, await shareCertificate({ em: c.var.em, company, shareholderId: c.req.param('shareholderId'), language: c.req.valid('param').lang }));
    })
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
    });
