import { listHolderMeetings } from '@andel/domain/server';
import type { HolderMeeting } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';

const shareholderPolicy = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** The general meetings a holder is called to (`/shareholder/{orgNo}/{shareholderId}/meetings`), for the holder acted for. */
export const shareholderMeetingsRoutes = () =>
  newRouter().get('/shareholder-view/:orgNo/:shareholderId/meetings', requireCompanyAccess(shareholderPolicy), async (c) =>
    c.json((await listHolderMeetings({ em: c.var.em, company: c.var.companyAccess.company, shareholderId: c.req.param('shareholderId') })) satisfies HolderMeeting[]),
  );
