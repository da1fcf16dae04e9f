import {
  addContributionAttachment,
  attachmentFileName,
  changeContributionDate,
  deleteContribution,
  deleteContributionAttachment,
  findContributionBook,
  findHolderContributions,
  getContribution,
  getContributionAttachment,
  registerContribution,
  setCommitmentsEnabled,
  withTypeExtension,
} from '@andel/domain/server';
import {
  ZCommitmentsEnabledSchema,
  ZContributionAttachmentParamSchema,
  ZContributionChangeDateSchema,
  ZContributionCreateSchema,
  ZContributionParamSchema,
  type AccessPolicy,
  type ContributionBook,
} from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { contentDisposition } from '../../../shared/send-file';
import { uploadedFile } from '../../../shared/uploaded-file';
import { attachmentSlots, uploadSlot } from '../../../shared/upload-slots';
import { validate } from '../../../shared/validate';

/** Both books are the `commitments` feature (seed 000: the commitments permission pair). */
const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'commitments', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
const settings: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'companySettings', level: 'EDIT' };

/** One book's calls under its prefix (seed 001: `/shareholderContribution`; commitments the same shapes under `/shareholder-commitment`). */
const bookRoutes = (prefix: string, book: ContributionBook) =>
  newRouter()
    .post(`${prefix}/new`, requireCompanyAccess(edit, orgNoInJson('organisationNumber')), validate('json', ZContributionCreateSchema), async (c) => {
      const contribution = await registerContribution({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, book, input: c.req.valid('json') });
      return c.json(contribution, 201);
    })
    .get(`${prefix}/:orgNo`, requireCompanyAccess(view), async (c) => c.json(await findContributionBook({ em: c.var.em, company: c.var.companyAccess.company, book })))
    .get(`${prefix}/:orgNo/:id`, requireCompanyAccess(view), validate('param', ZContributionParamSchema), async (c) =>
      c.json(await getContribution({ em: c.var.em, company: c.var.companyAccess.company, book, id: c.req.valid('param').id })),
    )
    .post(`${prefix}/:orgNo/:id/changeDate`, requireCompanyAccess(edit), validate('param', ZContributionParamSchema), validate('json', ZContributionChangeDateSchema), async (c) =>
      c.json(
        await changeContributionDate({
          em: c.var.em,
          actor: c.var.user,
          company: c.var.companyAccess.company,
          book,
          id: c.req.valid('param').id,
          registrationDate: c.req.valid('json').registrationDate,
        }),
      ),
    )
    .delete(`${prefix}/:orgNo/:id`, requireCompanyAccess(edit), validate('param', ZContributionParamSchema), async (c) =>
      c.json(await deleteContribution({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, book, id: c.req.valid('param').id })),
    )
    .post(`${prefix}/:orgNo/:id/attachments`, requireCompanyAccess(edit), uploadSlot(attachmentSlots), validate('param', ZContributionParamSchema), async (c) => {
      const upload = await uploadedFile(c, 'transactions.attachment.empty');
      const info = await addContributionAttachment({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, book, contributionId: c.req.valid('param').id, upload });
      return c.json(info, 201);
    })
    .get(`${prefix}/:orgNo/:id/attachments/:attId`, requireCompanyAccess(view), validate('param', ZContributionAttachmentParamSchema), async (c) => {
      const { id, attId } = c.req.valid('param');
      const attachment = await getContributionAttachment({ em: c.var.em, company: c.var.companyAccess.company, book, contributionId: id, attachmentId: attId, withContent: true });
      return c.body(new Uint8Array(attachment.content), 200, {
        'Content-Type': attachment.contentType,
        'Content-Disposition': contentDisposition('attachment', withTypeExtension(attachmentFileName(attachment.fileName), attachment.contentType)),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    .delete(`${prefix}/:orgNo/:id/attachments/:attId`, requireCompanyAccess(edit), validate('param', ZContributionAttachmentParamSchema), async (c) => {
      const { id, attId } = c.req.valid('param');
      return c.json(await deleteContributionAttachment({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, book, contributionId: id, attachmentId: attId }));
    });

/**
 * Shareholder contributions (Swedish companies) and commitments (Norwegian companies with the toggle on): entries
 * with details per holder, attachments, date changes and deletes; the toggle; and one holder's entries for the
 * shareholder details' commitments tab.
 */
export const contributionRoutes = () =>
  newRouter()
    .route('/', bookRoutes('/shareholderContribution', 'CONTRIBUTIONS'))
    .route('/', bookRoutes('/shareholder-commitment', 'COMMITMENTS'))
    .put('/shareholder-commitment/:orgNo/enabled', requireCompanyAccess(settings), validate('json', ZCommitmentsEnabledSchema), async (c) =>
      c.json(await setCommitmentsEnabled({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, enabled: c.req.valid('json').enabled })),
    )
    .get('/shareholder/:id/commitments', requireCompanyAccess(view, companyOf('shareholder', 'id', 'param')), validate('param', z.object({ id: z.uuid() })), async (c) =>
      c.json(await findHolderContributions({ em: c.var.em, company: c.var.companyAccess.company, shareholderId: c.req.valid('param').id })),
    );
