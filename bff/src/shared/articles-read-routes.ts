import { articlesOfAssociationPdf, readArticles } from '@andel/domain/server';
import { ZArticlesDownloadQuerySchema, type AccessPolicy } from '@andel/domain/shared';
import { requireCompanyAccess } from './authorize';
import { newRouter } from './router';
import { sendFile } from './send-file';
import { validate } from './validate';

/** The articles of association as read in a portal (board members, holders): the version in force on a day, and its PDF, under `base` with the portal's policy. */
export const articlesReadRoutes = (base: string, policy: AccessPolicy) =>
  newRouter()
    .get(`${base}/articles`, requireCompanyAccess(policy), validate('query', ZArticlesDownloadQuerySchema), async (c) =>
      c.json(await readArticles({ em: c.var.em, company: c.var.companyAccess.company, date: c.req.valid('query').date })),
    )
    .get(`${base}/articles/download`, requireCompanyAccess(policy), validate('query', ZArticlesDownloadQuerySchema), async (c) => {
      const { date, lang } = c.req.valid('query');
      return sendFile(c, await articlesOfAssociationPdf({ em: c.var.em, company: c.var.companyAccess.company, date, language: lang ?? c.var.user.language }));
    });
