import {
  articlesOfAssociationPdf,
  changeArticle,
  discardArticleImport,
  findArticlesInForce,
  getArticlesVersion,
  importArticles,
  listArticleVersions,
  saveArticles,
  undoLastArticleChange,
  updateShareCapitalArticle,
} from '@andel/domain/server';
import {
  ZArticleChangeParamSchema,
  ZArticleChangeSchema,
  ZArticlesDateSchema,
  ZArticlesDownloadQuerySchema,
  ZArticlesIdParamSchema,
  ZArticlesImportQuerySchema,
  ZArticlesImportTextSchema,
  ZArticlesSaveSchema,
  type AccessPolicy,
} from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { uploadedFile } from '../../../shared/uploaded-file';
import { uploadSlot } from '../../../shared/upload-slots';
import { validate, validationFailed } from '../../../shared/validate';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'articles', level: 'VIEW' };
const edit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'articles', level: 'EDIT' };

/**
 * The articles of association (seed 001 section 7): the versions, the version in force on a day, saving a version
 * whole, the PDF and discarding an imported draft; and ours: one version, change actions with undo, importing
 * today's articles (pasted as JSON or uploaded as a file) and rewriting the share capital paragraph from the register.
 */
export const articleRoutes = () =>
  newRouter()
    .get('/articleofassociation/list/:orgNo', requireCompanyAccess(view), async (c) => c.json(await listArticleVersions({ em: c.var.em, company: c.var.companyAccess.company })))
    .put('/articlesofassociation/:orgNo', requireCompanyAccess(edit), validate('json', ZArticlesSaveSchema), async (c) =>
      c.json(await saveArticles({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') })),
    )
    .post('/articlesofassociation/:orgNo/date', requireCompanyAccess(view), validate('json', ZArticlesDateSchema), async (c) =>
      c.json(await findArticlesInForce({ em: c.var.em, company: c.var.companyAccess.company, date: c.req.valid('json').date })),
    )
    .get('/articlesofassociation/:orgNo/download', requireCompanyAccess(view), validate('query', ZArticlesDownloadQuerySchema), async (c) => {
      const { date, lang } = c.req.valid('query');
      return sendFile(c, await articlesOfAssociationPdf({ em: c.var.em, company: c.var.companyAccess.company, date, language: lang ?? c.var.user.language }));
    })
    .delete('/articlesofassociation/:orgNo/discard-import/:id', requireCompanyAccess(edit), validate('param', ZArticlesIdParamSchema), async (c) =>
      c.json(await discardArticleImport({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id })),
    )
    .get('/articlesofassociation/:orgNo/version/:id', requireCompanyAccess(view), validate('param', ZArticlesIdParamSchema), async (c) =>
      c.json(await getArticlesVersion({ em: c.var.em, company: c.var.companyAccess.company, id: c.req.valid('param').id })),
    )
    .post('/articlesofassociation/:orgNo/changes', requireCompanyAccess(edit), validate('json', ZArticleChangeSchema), async (c) =>
      c.json(await changeArticle({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') })),
    )
    .delete('/articlesofassociation/:orgNo/changes/:versionId/:changeId', requireCompanyAccess(edit), validate('param', ZArticleChangeParamSchema), async (c) => {
      const { versionId, changeId } = c.req.valid('param');
      return c.json(await undoLastArticleChange({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, versionId, changeId }));
    })
    .post('/articlesofassociation/:orgNo/share-capital', requireCompanyAccess(edit), validate('json', ZArticlesDateSchema), async (c) =>
      c.json(await updateShareCapitalArticle({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, date: c.req.valid('json').date })),
    )
    .post('/articlesofassociation/:orgNo/import', requireCompanyAccess(edit), uploadSlot(), validate('query', ZArticlesImportQuerySchema), async (c) => {
      const options = { em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, date: c.req.valid('query').date };
      if (c.req.header('content-type')?.startsWith('multipart/form-data')) {
        return c.json(await importArticles({ ...options, source: await uploadedFile(c, 'articles.importEmpty') }), 201);
      }
      const parsed = ZArticlesImportTextSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return validationFailed(c, parsed.error.issues);
      return c.json(await importArticles({ ...options, source: { text: parsed.data.text } }), 201);
    });
