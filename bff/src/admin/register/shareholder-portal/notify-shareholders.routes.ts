import { inviteShareholders } from '@andel/domain/server';
import { ZInviteOneShareholderSchema, ZInviteShareholdersSchema, type AccessPolicy } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';

const shareholdersEdit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'shareholders', level: 'EDIT' };

/** Notify shareholders: invitations to the shareholder portal (seed: shareholder register, "Notifications"). */
export const notifyShareholdersRoutes = ({ config, emailQueued }: BffDeps) =>
  newRouter()
    .post('/invitation/:orgNo/invite-shareholders', requireCompanyAccess(shareholdersEdit), validate('json', ZInviteShareholdersSchema), async (c) => {
      const result = await inviteShareholders({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    })
    // The seed's POST /invitation/{orgNo}/{type}/invite for one holder (type SHAREHOLDER).
    .post('/invitation/:orgNo/SHAREHOLDER/invite', requireCompanyAccess(shareholdersEdit), validate('json', ZInviteOneShareholderSchema), async (c) => {
      const { shareholderId, email, language, personalNoteText } = c.req.valid('json');
      const input = { shareholders: [{ shareholderId, email }], language, personalNoteText };
      const result = await inviteShareholders({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input, appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    });
