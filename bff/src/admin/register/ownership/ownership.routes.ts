import { findOwnershipSubsidiaries, getOwnershipMap, ownershipMapPdf, ownershipMapSvg, subsidiaryExcel } from '@andel/domain/server';
import {
  ZOwnershipMapQuerySchema, ZShareholderMapParamSchema, ZSubsidiaryExcelParamSchema, ZSubsidiaryMapParamSchema,
  type AccessPolicy, type OwnershipMapView, type OwnershipSubsidiary,
} from '@andel/domain/shared';
import type { Context } from 'hono';
import { requireCompanyAccess } from '../../../shared/authorize';
import type { AppEnv } from '../../../shared/app-env';
import { newRouter } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';

/** The ownership view (seed: platform core, permission pairs); shareholders and board members never see the map (seed: register, section 6). */
const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'ownership', level: 'VIEW' };

const fileOptions = (c: Context<AppEnv>) => ({ em: c.var.em, company: c.var.companyAccess.company, user: c.var.user, language: c.var.user.language });

/** Ownership maps, subsidiaries and their downloads (seed: register, "Ownership maps and company lookups"). */
export const ownershipRoutes = () =>
  newRouter()
    .get('/company/:orgNo/ownership-map', requireCompanyAccess(view), validate('query', ZOwnershipMapQuerySchema), async (c) =>
      c.json<OwnershipMapView>(await getOwnershipMap({ em: c.var.em, company: c.var.companyAccess.company, query: c.req.valid('query') })),
    )
    .get('/company/subsidiaries/:orgNo', requireCompanyAccess(view), async (c) =>
      c.json<OwnershipSubsidiary[]>(await findOwnershipSubsidiaries({ em: c.var.em, company: c.var.companyAccess.company, user: c.var.user })),
    )
    .get('/company/shareholder-map/:orgNo/:levels', requireCompanyAccess(view), validate('param', ZShareholderMapParamSchema), async (c) =>
      sendFile(c, await ownershipMapSvg({ ...fileOptions(c), query: { graphType: 'owner', levels: c.req.valid('param').levels, threshold: '0' } })),
    )
    .get('/company/shareholder-map-pdf/:orgNo/:levels', requireCompanyAccess(view), validate('param', ZShareholderMapParamSchema), async (c) =>
      sendFile(c, await ownershipMapPdf({ ...fileOptions(c), query: { graphType: 'owner', levels: c.req.valid('param').levels, threshold: '0' } })),
    )
    .get('/company/subsidiary-map/:orgNo/:graphType/:threshold/:maxnum', requireCompanyAccess(view), validate('param', ZSubsidiaryMapParamSchema), async (c) => {
      const { graphType, threshold, maxnum } = c.req.valid('param');
      return sendFile(c, await ownershipMapSvg({ ...fileOptions(c), query: { graphType, threshold, levels: maxnum } }));
    })
    .get('/company/subsidiary-map-pdf/:orgNo/:graphType/:threshold/:maxnum', requireCompanyAccess(view), validate('param', ZSubsidiaryMapParamSchema), async (c) => {
      const { graphType, threshold, maxnum } = c.req.valid('param');
      return sendFile(c, await ownershipMapPdf({ ...fileOptions(c), query: { graphType, threshold, levels: maxnum } }));
    })
    .get('/company/subsidiary-excel/:orgNo/:threshold/:maxnum', requireCompanyAccess(view), validate('param', ZSubsidiaryExcelParamSchema), async (c) => {
      const { threshold, maxnum } = c.req.valid('param');
      return sendFile(c, await subsidiaryExcel({ ...fileOptions(c), query: { graphType: 'owns', threshold, levels: maxnum } }));
    });
