import { DomainError, previewRichText } from '@andel/domain/server';
import { ZRichTextPreviewSchema } from '@andel/domain/shared';
import { anyCompanyAccess, requireCompanyAccess } from '../../shared/authorize';
import { newRouter } from '../../shared/router';
import { validate } from '../../shared/validate';

/** Rich texts: a text from the editor shown with the company's data, as every app's editor previews it. */
export const textRoutes = () =>
  newRouter().post('/company/:orgNo/texts/preview', requireCompanyAccess(anyCompanyAccess), validate('json', ZRichTextPreviewSchema), async (c) => {
    const input = c.req.valid('json');
    // A shareholder's own holdings are for the company's administrators to preview.
    if (input.shareholderId && c.var.companyAccess.access.accessType !== 'ADMIN') throw new DomainError('general-missing-access');
    return c.json(await previewRichText({ em: c.var.em, company: c.var.companyAccess.company, input, language: c.var.user.language }));
  });
