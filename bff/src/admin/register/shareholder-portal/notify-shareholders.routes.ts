import { inviteShareholders } from '@andel/domain/server';
import { ZInviteShareholdersSchema } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';

/** Notify shareholders: invitations to the shareholder portal (seed: shareholder register, "Notifications"). */
export const notifyShareholdersRoutes = ({ config, emailQueued }: BffDeps) =>
  newRouter().post(
    '/invitation/:orgNo/invite-shareholders',
    requireCompanyAccess({ accessTypes: ['ADMIN', 'CUSTOM'], feature: 'shareholders', level: 'EDIT' }),
    validate('json', ZInviteShareholdersSchema),
    async (c) => {
      const result = await inviteShareholders({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    },
  );
