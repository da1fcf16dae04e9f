import { deleteRepresentatives, findRepresentatives, inviteRepresentative } from '@andel/domain/server';
import { ZDeleteRepresentativesSchema, ZInviteRepresentativeSchema, type HolderRepresentatives } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { holderInPath, orgNoInPathForShareholderInJson } from '../../../shared/company-locator';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';

/** Only the holder themself chooses who represents them; representatives may see the list. */
const holderSelf = { accessTypes: ['SHAREHOLDER'] } as const;
const actsForHolder = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** Additional shareholder representatives (seed: SHAREHOLDER_REPRESENTATIVE invitations, `representatives`, `delete-representatives`). */
export const representativesRoutes = ({ config, emailQueued }: BffDeps) =>
  newRouter()
    .get('/shareholder-view/:orgNo/:shareholderId/representatives', requireCompanyAccess(actsForHolder), async (c) => {
      const { company, access } = c.var.companyAccess;
      const representatives = await findRepresentatives({ em: c.var.em, company, shareholderId: c.req.param('shareholderId') });
      return c.json<HolderRepresentatives>({ canManage: access.accessType === 'SHAREHOLDER', representatives });
    })
    // The seed's POST /invitation/{orgNo}/{type}/invite for the one type a holder sends.
    .post(
      '/invitation/:orgNo/SHAREHOLDER_REPRESENTATIVE/invite',
      requireCompanyAccess(holderSelf, orgNoInPathForShareholderInJson('shareholderId')),
      validate('json', ZInviteRepresentativeSchema),
      async (c) => {
        const result = await inviteRepresentative({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json'), appUrl: config.appUrl });
        emailQueued();
        return c.json(result, 201);
      },
    )
    .post('/shareholder/:id/delete-representatives', requireCompanyAccess(holderSelf, holderInPath('id')), validate('json', ZDeleteRepresentativesSchema), async (c) =>
      c.json(await deleteRepresentatives({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, shareholderId: c.req.param('id'), input: c.req.valid('json') })),
    );
